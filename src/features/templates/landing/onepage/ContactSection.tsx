import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactField } from './ContactField';
import { EMPTY_CONTACT, contactProblems, type ContactMessage, type ContactProblems } from './contact-form';
import { SectionHeading } from '../shared/SectionHeading';

const FIELDS = [
  { name: 'name', type: 'text' },
  { name: 'email', type: 'email' },
  { name: 'subject', type: 'text' },
] as const;

/** The contact form. No call exists behind it: once valid, the status line says nothing was sent. */
export function ContactSection() {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactMessage>(EMPTY_CONTACT);
  const [problems, setProblems] = useState<ContactProblems>({});
  const [checked, setChecked] = useState(false);

  const change = (field: keyof ContactMessage) => (value: string) => setValues((old) => ({ ...old, [field]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = contactProblems(values);
    setProblems(found);
    setChecked(Object.keys(found).length === 0);
  };
  const problem = (field: keyof ContactMessage) => {
    const key = problems[field];
    return key ? t(key) : undefined;
  };

  return (
    <section id="contact" className="onepage-section bg-body-tertiary" aria-labelledby="contact-title">
      <div className="container">
        <SectionHeading
          id="contact-title"
          title={t('templates.onepage.contact.title')}
          text={t('templates.onepage.contact.text')}
        />
        <form noValidate autoComplete="off" className="onepage-contact mx-auto" onSubmit={submit}>
          <div className="row g-3">
            {FIELDS.map(({ name, type }) => (
              <div key={name} className={name === 'subject' ? 'col-12' : 'col-md-6'}>
                <ContactField
                  type={type}
                  label={t(`templates.onepage.contact.${name}`)}
                  placeholder={t(`templates.onepage.contact.${name}Placeholder`)}
                  value={values[name]}
                  onChange={change(name)}
                  error={problem(name)}
                />
              </div>
            ))}
            <div className="col-12">
              <ContactField
                multiline
                label={t('templates.onepage.contact.message')}
                placeholder={t('templates.onepage.contact.messagePlaceholder')}
                value={values.message}
                onChange={change('message')}
                error={problem('message')}
              />
            </div>
            <div className="col-12 text-center">
              <button type="submit" className="btn btn-primary px-4">
                {t('templates.onepage.contact.submit')}
              </button>
              <p role="status" className="small mt-3 mb-0">
                {checked && t('templates.onepage.contact.notSent')}
              </p>
            </div>
          </div>
        </form>
      </div>
    </section>
  );
}
