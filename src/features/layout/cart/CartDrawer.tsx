import { useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { formatEurosFromCents } from '@/shared/lib/format';
import { TrashIcon } from '@/shared/ui/icons';
import { DEMO_CART, MIN_QUANTITY, cartTotals, stepQuantity, type CartLine } from './cart';

/** The demo cart of the top bar: quantities, totals in euros. */
export function CartDrawer({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<CartLine[]>(() => DEMO_CART.map((line) => ({ ...line })));
  const totals = cartTotals(lines);
  const step = (id: string, by: 1 | -1) =>
    setLines((current) => current.map((line) => (line.id === id ? { ...line, quantity: stepQuantity(line.quantity, by) } : line)));
  const remove = (id: string) => setLines((current) => current.filter((line) => line.id !== id));
  const rows: [string, number][] = [
    ['cart.subtotal', totals.subtotalCents],
    // A discount of nothing is 0,00 €, not −0,00 €.
    ['cart.discount', totals.discountCents === 0 ? 0 : -totals.discountCents],
    ['cart.shipping', totals.shippingCents],
    ['cart.tax', totals.taxCents],
  ];
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="cart-title">
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="cart-title" as="h2" className="h5">
          {t('cart.title')} <span className="badge text-bg-secondary align-middle">{lines.length}</span>
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {lines.length === 0 ? (
          <p className="text-body-secondary">{t('cart.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {lines.map((line) => {
              const name = t(line.nameKey);
              return (
                <li key={line.id} className="d-flex align-items-center gap-3 py-2 border-bottom cart-line">
                  <div className="flex-grow-1">
                    <p className="fw-semibold mb-1">{name}</p>
                    <p className="small text-body-secondary mb-2">{formatEurosFromCents(line.unitPriceCents)}</p>
                    <div className="input-group input-group-sm cart-qty" role="group" aria-label={t('cart.quantityOf', { name })}>
                      <button
                        type="button"
                        className="btn btn-outline-secondary"
                        aria-label={t('cart.decrease', { name })}
                        disabled={line.quantity <= MIN_QUANTITY}
                        onClick={() => step(line.id, -1)}
                      >
                        −
                      </button>
                      <output className="form-control text-center" aria-live="polite">
                        {line.quantity}
                      </output>
                      <button
                        type="button"
                        className="btn btn-outline-secondary"
                        aria-label={t('cart.increase', { name })}
                        onClick={() => step(line.id, 1)}
                      >
                        +
                      </button>
                    </div>
                  </div>
                  <div className="text-end">
                    <p className="fw-semibold mb-2" data-testid={`line-total-${line.id}`}>
                      {formatEurosFromCents(line.unitPriceCents * line.quantity)}
                    </p>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={t('cart.remove', { name })}
                      onClick={() => remove(line.id)}
                    >
                      <TrashIcon />
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Offcanvas.Body>
      <div className="border-top p-3">
        <dl className="cart-totals mb-3">
          {rows.map(([key, cents]) => (
            <div key={key} className="d-flex justify-content-between">
              <dt className="fw-normal">{t(key)}</dt>
              <dd className="mb-1">{formatEurosFromCents(cents)}</dd>
            </div>
          ))}
          <div className="d-flex justify-content-between fw-bold border-top pt-2">
            <dt>{t('cart.total')}</dt>
            <dd className="mb-0" data-testid="cart-total">
              {formatEurosFromCents(totals.totalCents)}
            </dd>
          </div>
        </dl>
        <button type="button" className="btn btn-success w-100" disabled={lines.length === 0} onClick={onHide}>
          {t('cart.checkout')}
        </button>
      </div>
    </Offcanvas>
  );
}
