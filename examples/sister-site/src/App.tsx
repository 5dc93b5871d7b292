import { MailSubscriptionForm, MegaMenu, ReactionSystemPanel, Section } from '@storefront/ui';
import { useIntl } from 'react-intl';
import classes from './App.module.css';
import { Cart } from './Cart';
import { menuItems } from './menu';
import { TrialApplication } from './TrialApplication';

/** An address the fake newsletter service already has, to show how a refusal reaches the form. */
const subscribed = 'schon@alpenlabor.example';

/** The newsletter service of this site, kept in memory: resolve when subscribed, reject with the reason. */
async function subscribe(refused: string, { email }: { email: string }) {
  if (email.toLowerCase() === subscribed) throw new Error(refused);
}

/** One page showing the components the sister site reuses, in German and in its own brand. */
export function App() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <header className={classes.Header}>
        <p className={classes.Brand}>{t('site.title')}</p>
        <MegaMenu items={menuItems(intl)} />
      </header>
      <main className={classes.Main}>
        <p>{t('site.tagline')}</p>
        <Section title={t('site.cart.title')}>
          <Cart />
        </Section>
        <Section title={t('site.toolbox.title')}>
          <ReactionSystemPanel
            defaultValue={{
              mrnaLength: '1000',
              sampleConcentration: '500',
              probeConcentration: '100',
              amount: '',
            }}
          />
        </Section>
        <Section title={t('site.trial.title')}>
          <TrialApplication />
        </Section>
        <Section title={t('site.newsletter.title')}>
          {/* siteLocale 'en': the international rules; left to the intl locale, 'de' would get the Chinese site's. */}
          <MailSubscriptionForm
            siteLocale="en"
            onSubmit={(subscription) => subscribe(t('site.newsletter.refused'), subscription)}
          />
        </Section>
      </main>
    </>
  );
}
