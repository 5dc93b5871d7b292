import { useIntl } from 'react-intl';
import { applicationWizardMessages as m } from './ApplicationWizard.messages';
import classes from './ApplicationWizard.module.css';

/** Amounts in whole yuan (SPEC §9), as the award and the receipt give them. */
export interface PaperAwardAmountsValue {
  gross: number;
  tax: number;
  net: number;
}

/** The award's gross, tax and net, formatted as CNY in the page's language. */
export function PaperAwardAmounts({ amounts }: { amounts: PaperAwardAmountsValue }) {
  const intl = useIntl();
  const cny = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: 'CNY' });
  return (
    <dl className={classes.Amounts}>
      <dt>{intl.formatMessage(m.gross)}</dt>
      <dd>{cny(amounts.gross)}</dd>
      <dt>{intl.formatMessage(m.tax)}</dt>
      <dd>{cny(amounts.tax)}</dd>
      <dt>{intl.formatMessage(m.net)}</dt>
      <dd className={classes.Net}>{cny(amounts.net)}</dd>
    </dl>
  );
}
