import type { InboxKind } from '@/contract/inbox';
import type { NotificationLanguage } from '@/contract/notifications';

/**
 * The words of the notifications in the nine languages (docs/domain.md, "Notifications"). A
 * template's `{name}` is filled by `fill`; a request is named by its kind, never its leave
 * type or its reason (docs/roles.md, "Why someone is away").
 */
export interface NotificationTexts {
  kinds: Record<InboxKind, string>;
  outcomes: Record<'approved' | 'rejected', string>;
  /** {kind} {name} */
  awaitingSubject: string;
  /** {name} {kind} {span} */
  awaitingBody: string;
  /** {kind} {outcome} */
  decidedSubject: string;
  /** {kind} {span} {outcome} */
  decidedBody: string;
  /** {count} */
  reminderSubject: string;
  reminderBody: string;
  /** {start} {end} */
  span: string;
  /** {date} */
  day: string;
  /** {link} */
  open: string;
  footer: string;
  /** The account's mails, which cannot be turned off: an activation code ({code}), a reset code ({code} {minutes}). */
  activationSubject: string;
  activationBody: string;
  resetSubject: string;
  resetBody: string;
  /** Below a security mail: what to do when one asked for nothing. */
  securityFooter: string;
}

export const NOTIFICATION_TEXTS: Readonly<Record<NotificationLanguage, NotificationTexts>> = {
  fr: {
    kinds: {
      leave: 'Demande de congé',
      mission: 'Ordre de mission',
      leaveCancellation: "Demande d'annulation de congé",
      attendanceCorrection: 'Correction de pointage',
      privateChange: 'Modification de données personnelles',
    },
    outcomes: { approved: 'acceptée', rejected: 'refusée' },
    awaitingSubject: '{kind} de {name} : à vous de décider',
    awaitingBody: '{name} attend votre décision : {kind}{span}.',
    decidedSubject: 'Décision sur votre demande ({kind}) : {outcome}',
    decidedBody: 'Votre demande ({kind}{span}) a été {outcome}.',
    reminderSubject: 'Demandes en attente de votre décision depuis plus de 3 jours ouvrés : {count}',
    reminderBody: 'Ces demandes attendent votre décision depuis plus de 3 jours ouvrés :',
    span: ' du {start} au {end}',
    day: ' le {date}',
    open: 'Ouvrir dans Effectif : {link}',
    footer: 'Vous pouvez désactiver ces courriels dans vos préférences de notification.',
    activationSubject: 'Activez votre compte Effectif',
    activationBody: "Votre code d'activation : {code}. Saisissez-le sur la page d'activation de votre compte.",
    resetSubject: 'Réinitialisez votre mot de passe Effectif',
    resetBody: 'Votre code de réinitialisation : {code}. Il est valable {minutes} minutes, une seule fois.',
    securityFooter: "Si vous n'avez rien demandé, ignorez ce message.",
  },
  en: {
    kinds: {
      leave: 'Leave request',
      mission: 'Mission order',
      leaveCancellation: 'Leave cancellation request',
      attendanceCorrection: 'Attendance correction',
      privateChange: 'Personal details change',
    },
    outcomes: { approved: 'approved', rejected: 'rejected' },
    awaitingSubject: '{kind} from {name}: your decision is needed',
    awaitingBody: '{name} is waiting for your decision: {kind}{span}.',
    decidedSubject: 'Decision on your request ({kind}): {outcome}',
    decidedBody: 'Your request ({kind}{span}) was {outcome}.',
    reminderSubject: 'Requests waiting over 3 working days for your decision: {count}',
    reminderBody: 'These requests have been waiting for your decision for more than 3 working days:',
    span: ' from {start} to {end}',
    day: ' on {date}',
    open: 'Open in Effectif: {link}',
    footer: 'You can turn these emails off in your notification settings.',
    activationSubject: 'Activate your Effectif account',
    activationBody: "Your activation code: {code}. Enter it on your account's activation page.",
    resetSubject: 'Reset your Effectif password',
    resetBody: 'Your reset code: {code}. It is valid for {minutes} minutes, once.',
    securityFooter: 'If you did not ask for anything, ignore this message.',
  },
  gr: {
    kinds: {
      leave: 'Urlaubsantrag',
      mission: 'Dienstreiseauftrag',
      leaveCancellation: 'Antrag auf Urlaubsstornierung',
      attendanceCorrection: 'Zeiterfassungskorrektur',
      privateChange: 'Änderung persönlicher Daten',
    },
    outcomes: { approved: 'genehmigt', rejected: 'abgelehnt' },
    awaitingSubject: '{kind} von {name}: Ihre Entscheidung ist gefragt',
    awaitingBody: '{name} wartet auf Ihre Entscheidung: {kind}{span}.',
    decidedSubject: 'Entscheidung über Ihren Antrag ({kind}): {outcome}',
    decidedBody: 'Ihr Antrag ({kind}{span}) wurde {outcome}.',
    reminderSubject: 'Anträge, die seit mehr als 3 Arbeitstagen auf Ihre Entscheidung warten: {count}',
    reminderBody: 'Diese Anträge warten seit mehr als 3 Arbeitstagen auf Ihre Entscheidung:',
    span: ' vom {start} bis {end}',
    day: ' am {date}',
    open: 'In Effectif öffnen: {link}',
    footer: 'Sie können diese E-Mails in Ihren Benachrichtigungseinstellungen abschalten.',
    activationSubject: 'Aktivieren Sie Ihr Effectif-Konto',
    activationBody: 'Ihr Aktivierungscode: {code}. Geben Sie ihn auf der Aktivierungsseite Ihres Kontos ein.',
    resetSubject: 'Setzen Sie Ihr Effectif-Passwort zurück',
    resetBody: 'Ihr Code zum Zurücksetzen: {code}. Er gilt {minutes} Minuten lang und nur einmal.',
    securityFooter: 'Wenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht.',
  },
  it: {
    kinds: {
      leave: 'Richiesta di ferie',
      mission: 'Ordine di missione',
      leaveCancellation: 'Richiesta di annullamento ferie',
      attendanceCorrection: 'Correzione delle presenze',
      privateChange: 'Modifica dei dati personali',
    },
    outcomes: { approved: 'approvata', rejected: 'respinta' },
    awaitingSubject: '{kind} di {name}: serve la sua decisione',
    awaitingBody: '{name} attende la sua decisione: {kind}{span}.',
    decidedSubject: 'Decisione sulla sua richiesta ({kind}): {outcome}',
    decidedBody: 'La sua richiesta ({kind}{span}) è stata {outcome}.',
    reminderSubject: 'Richieste in attesa della sua decisione da più di 3 giorni lavorativi: {count}',
    reminderBody: 'Queste richieste attendono la sua decisione da più di 3 giorni lavorativi:',
    span: ' dal {start} al {end}',
    day: ' il {date}',
    open: 'Apri in Effectif: {link}',
    footer: 'Può disattivare queste e-mail nelle preferenze di notifica.',
    activationSubject: 'Attivi il suo account Effectif',
    activationBody: 'Il suo codice di attivazione: {code}. Lo inserisca nella pagina di attivazione del suo account.',
    resetSubject: 'Reimposti la sua password Effectif',
    resetBody: 'Il suo codice di reimpostazione: {code}. È valido {minutes} minuti, una sola volta.',
    securityFooter: 'Se non ha chiesto nulla, ignori questo messaggio.',
  },
  sp: {
    kinds: {
      leave: 'Solicitud de vacaciones',
      mission: 'Orden de misión',
      leaveCancellation: 'Solicitud de anulación de vacaciones',
      attendanceCorrection: 'Corrección de fichaje',
      privateChange: 'Cambio de datos personales',
    },
    outcomes: { approved: 'aprobada', rejected: 'rechazada' },
    awaitingSubject: '{kind} de {name}: se necesita su decisión',
    awaitingBody: '{name} espera su decisión: {kind}{span}.',
    decidedSubject: 'Decisión sobre su solicitud ({kind}): {outcome}',
    decidedBody: 'Su solicitud ({kind}{span}) ha sido {outcome}.',
    reminderSubject: 'Solicitudes que esperan su decisión desde hace más de 3 días laborables: {count}',
    reminderBody: 'Estas solicitudes esperan su decisión desde hace más de 3 días laborables:',
    span: ' del {start} al {end}',
    day: ' el {date}',
    open: 'Abrir en Effectif: {link}',
    footer: 'Puede desactivar estos correos en sus preferencias de notificación.',
    activationSubject: 'Active su cuenta de Effectif',
    activationBody: 'Su código de activación: {code}. Introdúzcalo en la página de activación de su cuenta.',
    resetSubject: 'Restablezca su contraseña de Effectif',
    resetBody: 'Su código de restablecimiento: {code}. Es válido durante {minutes} minutos, una sola vez.',
    securityFooter: 'Si no ha solicitado nada, ignore este mensaje.',
  },
  ru: {
    kinds: {
      leave: 'Заявление на отпуск',
      mission: 'Командировочное задание',
      leaveCancellation: 'Запрос на отмену отпуска',
      attendanceCorrection: 'Исправление учёта времени',
      privateChange: 'Изменение личных данных',
    },
    outcomes: { approved: 'одобрено', rejected: 'отклонено' },
    awaitingSubject: '{kind} от {name}: требуется ваше решение',
    awaitingBody: '{name} ждёт вашего решения: {kind}{span}.',
    decidedSubject: 'Решение по вашему запросу ({kind}): {outcome}',
    decidedBody: 'Ваш запрос ({kind}{span}): {outcome}.',
    reminderSubject: 'Запросы, ожидающие вашего решения более 3 рабочих дней: {count}',
    reminderBody: 'Эти запросы ждут вашего решения более 3 рабочих дней:',
    span: ' с {start} по {end}',
    day: ' {date}',
    open: 'Открыть в Effectif: {link}',
    footer: 'Эти письма можно отключить в настройках уведомлений.',
    activationSubject: 'Активируйте учётную запись Effectif',
    activationBody: 'Ваш код активации: {code}. Введите его на странице активации учётной записи.',
    resetSubject: 'Сброс пароля Effectif',
    resetBody: 'Ваш код для сброса пароля: {code}. Он действует {minutes} минут и только один раз.',
    securityFooter: 'Если вы ничего не запрашивали, проигнорируйте это письмо.',
  },
  ar: {
    kinds: {
      leave: 'طلب إجازة',
      mission: 'أمر مهمة',
      leaveCancellation: 'طلب إلغاء إجازة',
      attendanceCorrection: 'تصحيح الحضور',
      privateChange: 'تعديل البيانات الشخصية',
    },
    outcomes: { approved: 'تمت الموافقة', rejected: 'مرفوض' },
    awaitingSubject: '{kind} من {name}: مطلوب قرارك',
    awaitingBody: '{name} في انتظار قرارك: {kind}{span}.',
    decidedSubject: 'القرار بشأن طلبك ({kind}): {outcome}',
    decidedBody: 'طلبك ({kind}{span}): {outcome}.',
    reminderSubject: 'طلبات تنتظر قرارك منذ أكثر من 3 أيام عمل: {count}',
    reminderBody: 'هذه الطلبات تنتظر قرارك منذ أكثر من 3 أيام عمل:',
    span: ' من {start} إلى {end}',
    day: ' في {date}',
    open: 'افتح في Effectif: {link}',
    footer: 'يمكنك إيقاف هذه الرسائل من إعدادات الإشعارات.',
    activationSubject: 'فعّل حسابك في Effectif',
    activationBody: 'رمز التفعيل الخاص بك: {code}. أدخله في صفحة تفعيل حسابك.',
    resetSubject: 'أعد تعيين كلمة مرور Effectif',
    resetBody: 'رمز إعادة التعيين الخاص بك: {code}. صالح لمدة {minutes} دقيقة ولمرة واحدة فقط.',
    securityFooter: 'إذا لم تطلب شيئًا، فتجاهل هذه الرسالة.',
  },
  ch: {
    kinds: {
      leave: '休假申请',
      mission: '出差单',
      leaveCancellation: '休假取消申请',
      attendanceCorrection: '考勤更正',
      privateChange: '个人资料变更',
    },
    outcomes: { approved: '已批准', rejected: '已拒绝' },
    awaitingSubject: '{name} 的{kind}：需要您审批',
    awaitingBody: '{name} 正在等待您的审批：{kind}{span}。',
    decidedSubject: '您的申请（{kind}）的审批结果：{outcome}',
    decidedBody: '您的申请（{kind}{span}）{outcome}。',
    reminderSubject: '等待您审批超过 3 个工作日的申请：{count}',
    reminderBody: '以下申请等待您审批已超过 3 个工作日：',
    span: '，{start} 至 {end}',
    day: '，{date}',
    open: '在 Effectif 中打开：{link}',
    footer: '您可以在通知设置中关闭这些邮件。',
    activationSubject: '激活您的 Effectif 账户',
    activationBody: '您的激活码：{code}。请在账户激活页面输入。',
    resetSubject: '重置您的 Effectif 密码',
    resetBody: '您的重置码：{code}。有效期 {minutes} 分钟，仅可使用一次。',
    securityFooter: '如果您没有提出任何请求，请忽略此邮件。',
  },
  jp: {
    kinds: {
      leave: '休暇申請',
      mission: '出張命令',
      leaveCancellation: '休暇取消申請',
      attendanceCorrection: '勤怠修正',
      privateChange: '個人情報の変更',
    },
    outcomes: { approved: '承認されました', rejected: '却下されました' },
    awaitingSubject: '{name} さんの{kind}：ご判断をお願いします',
    awaitingBody: '{name} さんがあなたの判断を待っています：{kind}{span}。',
    decidedSubject: 'あなたの申請（{kind}）の結果：{outcome}',
    decidedBody: 'あなたの申請（{kind}{span}）は{outcome}。',
    reminderSubject: '3 営業日を超えてあなたの判断を待っている申請：{count}',
    reminderBody: '次の申請が 3 営業日を超えてあなたの判断を待っています：',
    span: '、{start}〜{end}',
    day: '、{date}',
    open: 'Effectif で開く：{link}',
    footer: 'これらのメールは通知設定でオフにできます。',
    activationSubject: 'Effectif アカウントを有効にしてください',
    activationBody: '有効化コード：{code}。アカウントの有効化ページで入力してください。',
    resetSubject: 'Effectif のパスワードを再設定してください',
    resetBody: '再設定コード：{code}。有効期間は {minutes} 分、1 回限りです。',
    securityFooter: 'お心当たりがない場合は、このメールを無視してください。',
  },
};

/** The template with each `{name}` replaced by its value. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
