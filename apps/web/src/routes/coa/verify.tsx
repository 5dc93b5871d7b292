import { isApiError, type ProductLot, unwrap } from '@storefront/api-client';
import { DoseResponseFigure, GelFigure } from '@storefront/ui';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { productDetailHref } from '../../app/urls';
import { localeFromPath } from '../../i18n/locale';
import classes from './coa.module.css';

const messages = defineMessages<
  Record<
    | 'title'
    | 'description'
    | 'manufactured'
    | 'expires'
    | 'concentration'
    | 'purity'
    | 'reduced'
    | 'nonReduced'
    | 'sec'
    | 'endotoxin'
    | 'ec50'
    | 'notApplicable'
    | 'download',
    NoMessageValues
  > & {
    genuine: { product: string; catalogNumber: string; lot: string };
    unknown: { catalogNumber: string; lot: string };
  }
>({
  title: { id: 'web.coaVerify.title', defaultMessage: 'Verify a certificate of analysis' },
  description: {
    id: 'web.coaVerify.description',
    defaultMessage: 'Compare a printed COA with the QC results on record for its lot.',
  },
  genuine: {
    id: 'web.coaVerify.genuine',
    defaultMessage:
      'Lot {lot} of {product} ({catalogNumber}) is on record. A genuine certificate shows exactly these results:',
  },
  unknown: {
    id: 'web.coaVerify.unknown',
    defaultMessage:
      'No lot {lot} of catalog number {catalogNumber} is on record. This certificate could not be verified: please contact us.',
  },
  manufactured: { id: 'web.coaVerify.manufactured', defaultMessage: 'Manufactured' },
  expires: { id: 'web.coaVerify.expires', defaultMessage: 'Expires' },
  concentration: { id: 'web.coaVerify.concentration', defaultMessage: 'Concentration' },
  purity: { id: 'web.coaVerify.purity', defaultMessage: 'Purity (SDS-PAGE)' },
  reduced: { id: 'web.coaVerify.reduced', defaultMessage: 'Reducing SDS-PAGE bands' },
  nonReduced: { id: 'web.coaVerify.nonReduced', defaultMessage: 'Non-reducing SDS-PAGE bands' },
  sec: { id: 'web.coaVerify.sec', defaultMessage: 'SEC-HPLC main peak' },
  endotoxin: { id: 'web.coaVerify.endotoxin', defaultMessage: 'Endotoxin' },
  ec50: { id: 'web.coaVerify.ec50', defaultMessage: 'Bioactivity EC50' },
  notApplicable: { id: 'web.coaVerify.notApplicable', defaultMessage: 'n/a' },
  download: { id: 'web.coaVerify.download', defaultMessage: 'Download this COA again (PDF)' },
});

const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/;

/**
 * `/coa/verify?catalogNumber=&lot=`: what a COA's QR code opens. It shows the lot's QC results from the
 * database, so a customer's QA can hold a printed certificate against them; an unknown lot says so
 * plainly (a forged or mistyped certificate).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = loaderApi(args);
  const search = new URL(args.request.url).searchParams;
  const catalogNumber = search.get('catalogNumber')?.trim() ?? '';
  const lotNumber = search.get('lot')?.trim() ?? '';
  const none = { catalogNumber, lotNumber, product: null, lot: null };
  if (!IDENTIFIER.test(catalogNumber) || !IDENTIFIER.test(lotNumber)) return none;
  try {
    const [lots, products] = await Promise.all([
      unwrap(api.GET('/product/{catalogNumber}/lots', { params: { path: { catalogNumber } } })),
      unwrap(api.GET('/product', { params: { query: { catalogNumber, size: 1 } } })),
    ]);
    const lot = lots.find((candidate) => candidate.lotNumber.toLowerCase() === lotNumber.toLowerCase());
    const product = products.list.find((candidate) => candidate.catalogNumber === catalogNumber);
    return lot && product ? { catalogNumber, lotNumber, product: { name: product.name }, lot } : none;
  } catch (error) {
    if (isApiError(error, 'E0005')) return none;
    throw error;
  }
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

const meta: MetaFunction<LoaderData> = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

// A verification answers one certificate: nothing for a search engine to list.
export const handle: RouteHandle = { meta, noindex: true };

export function Component() {
  const { catalogNumber, lotNumber, product, lot } = useLoaderData() as LoaderData;
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <article className={classes.Page}>
      <h1 className={classes.Title}>{intl.formatMessage(messages.title)}</h1>
      {product && lot ? (
        <Verified lot={lot} productName={product.name} catalogNumber={catalogNumber} locale={locale} />
      ) : (
        <p role="alert" className={classes.Unknown}>
          {intl.formatMessage(messages.unknown, { catalogNumber, lot: lotNumber })}
        </p>
      )}
    </article>
  );
}

function Verified({
  lot,
  productName,
  catalogNumber,
  locale,
}: {
  lot: ProductLot;
  productName: string;
  catalogNumber: string;
  locale: 'cn' | 'en';
}) {
  const intl = useIntl();
  const na = intl.formatMessage(messages.notApplicable);
  const num = (value: number | null, unit: string) =>
    value === null ? na : `${intl.formatNumber(value)} ${unit}`.trim();
  const bands = (values: number[] | null) =>
    values ? intl.formatList(values.map((value) => `${intl.formatNumber(value)} kDa`)) : na;
  const fit = lot.bioactivity?.fit ?? null;
  const rows: [string, string][] = [
    [intl.formatMessage(messages.manufactured), lot.manufacturedOn],
    [intl.formatMessage(messages.expires), lot.expiresOn],
    [intl.formatMessage(messages.concentration), num(lot.concentrationMgMl, 'mg/mL')],
    [intl.formatMessage(messages.purity), num(lot.sdsPurityPercent, '%')],
    [intl.formatMessage(messages.reduced), bands(lot.reducedBandsKda)],
    [intl.formatMessage(messages.nonReduced), bands(lot.nonReducedBandsKda)],
    [intl.formatMessage(messages.sec), num(lot.secMainPeakPercent, '%')],
    [intl.formatMessage(messages.endotoxin), num(lot.endotoxinEuPerUg, 'EU/µg')],
    [
      intl.formatMessage(messages.ec50),
      fit ? num(Number(fit.ec50.toPrecision(4)), lot.bioactivity?.concentrationUnit ?? '') : na,
    ],
  ];
  const lang = locale === 'en' ? 'en' : 'zh';
  const pdfHref = `/files/coa?${new URLSearchParams({ catalogNumber, lot: lot.lotNumber, lang })}`;
  return (
    <>
      <p className={classes.Genuine}>
        {intl.formatMessage(messages.genuine, { product: productName, catalogNumber, lot: lot.lotNumber })}
      </p>
      <dl className={classes.Results}>
        {rows.map(([label, value]) => (
          <div key={label} className={classes.Row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={classes.Figures}>
        {lot.reducedBandsKda && lot.nonReducedBandsKda ? (
          <GelFigure
            lotNumber={lot.lotNumber}
            reducedKda={lot.reducedBandsKda}
            nonReducedKda={lot.nonReducedBandsKda}
          />
        ) : null}
        {lot.bioactivity ? (
          <DoseResponseFigure
            lotNumber={lot.lotNumber}
            assay={lot.bioactivity.assay}
            points={lot.bioactivity.points}
            fit={lot.bioactivity.fit}
            concentrationUnit={lot.bioactivity.concentrationUnit}
            responseUnit={lot.bioactivity.responseUnit}
          />
        ) : null}
      </div>
      <p className={classes.Links}>
        <a href={pdfHref} download>
          {intl.formatMessage(messages.download)}
        </a>
        <RouterLink href={productDetailHref(locale, catalogNumber)}>{productName}</RouterLink>
      </p>
    </>
  );
}
