import type { InvoiceView } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/useLanguage';
import { formatDay, formatMoney } from './format';
import '../../lib/i18n/locales/en.membership';

/** The member's payments, newest first as the server sends them, each with its receipt. */
export function InvoiceTable({ invoices }: { invoices: InvoiceView[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="billing__invoices">
      <h2 id="invoices-title">{t('billingPage.invoices')}</h2>
      {invoices.length === 0 ? (
        <p className="billing__empty">{t('billingPage.noInvoices')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, by keyboard too
        <section className="billing__scroll" tabIndex={0} aria-labelledby="invoices-title">
          <table className="invoices">
            <caption className="visually-hidden">{t('billingPage.invoicesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('billingPage.invoice.date')}</th>
                <th scope="col">{t('billingPage.invoice.description')}</th>
                <th scope="col" className="invoices__amount">
                  {t('billingPage.invoice.amount')}
                </th>
                <th scope="col">{t('billingPage.invoice.status')}</th>
                <th scope="col">{t('billingPage.invoice.receipt')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>{formatDay(invoice.createdAt, language)}</td>
                  <th scope="row" className="invoices__description">
                    {invoice.description}
                  </th>
                  <td className="invoices__amount">
                    {formatMoney(invoice.amount, invoice.currency, language)}
                  </td>
                  <td>
                    <span className={`invoice-status invoice-status--${invoice.status}`}>
                      {t(`billingPage.invoiceStatus.${invoice.status}`)}
                    </span>
                  </td>
                  <td>
                    {invoice.receiptUrl ? (
                      <a href={invoice.receiptUrl} target="_blank" rel="noopener noreferrer">
                        {t('billingPage.viewReceipt', { number: invoice.number })}
                      </a>
                    ) : (
                      invoice.number
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
