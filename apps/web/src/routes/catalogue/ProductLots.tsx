import type { ProductLot } from '@storefront/api-client';
import {
  CitationLine,
  DoseResponseFigure,
  EmptyState,
  ErrorState,
  GelFigure,
  LotTable,
  type LotTableRow,
} from '@storefront/ui';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { brandMessage } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import classes from './catalogue.module.css';
import { BIBTEX_MEDIA_TYPE, bibtex, RIS_MEDIA_TYPE, ris, textDataUrl } from './citation';

const messages = defineMessages<
  Record<
    'title' | 'empty' | 'failed' | 'noFigures' | 'cite' | 'city' | 'country' | 'ris' | 'bibtex' | 'datasheet',
    NoMessageValues
  > & {
    figures: { lot: string };
    coa: { lot: string };
    citationLine: {
      product: string;
      supplier: string;
      catalogNumber: string;
      lot: string;
      city: string;
      country: string;
    };
  }
>({
  title: { id: 'web.productLots.title', defaultMessage: 'Lots and quality control' },
  empty: { id: 'web.productLots.empty', defaultMessage: 'No lot of this product is on record yet' },
  failed: { id: 'web.productLots.failed', defaultMessage: 'The lots could not be loaded' },
  figures: { id: 'web.productLots.figures', defaultMessage: 'QC figures of lot {lot}' },
  noFigures: {
    id: 'web.productLots.noFigures',
    defaultMessage: 'This product is released on other tests: it has no gel or bioactivity curve.',
  },
  cite: { id: 'web.productLots.cite', defaultMessage: 'Cite this reagent' },
  citationLine: {
    id: 'web.productLots.citationLine',
    defaultMessage: '{product} ({supplier}, Cat. No. {catalogNumber}, Lot No. {lot}, {city}, {country})',
    description: 'The ready citation of a product for a paper’s materials and methods',
  },
  city: { id: 'web.productLots.city', defaultMessage: 'Beijing', description: 'The supplier’s city' },
  country: { id: 'web.productLots.country', defaultMessage: 'China', description: 'The supplier’s country' },
  ris: { id: 'web.productLots.ris', defaultMessage: 'Download RIS' },
  bibtex: { id: 'web.productLots.bibtex', defaultMessage: 'Download BibTeX' },
  datasheet: { id: 'web.productLots.datasheet', defaultMessage: 'Datasheet (PDF)' },
  coa: { id: 'web.productLots.coa', defaultMessage: 'COA of lot {lot} (PDF)' },
});

/**
 * A lot as the table shows it. The loader keeps these, not the lots: only the chosen lot's gel and curve
 * are drawn, and every lot's curve points travelled in the page's hydration data (some 0.8 KB a lot).
 */
export function lotTableRow(lot: ProductLot): LotTableRow {
  return {
    lotNumber: lot.lotNumber,
    manufacturedOn: lot.manufacturedOn,
    sdsPurityPercent: lot.sdsPurityPercent,
    secMainPeakPercent: lot.secMainPeakPercent,
    endotoxinEuPerUg: lot.endotoxinEuPerUg,
    ec50: lot.bioactivity?.fit?.ec50 ?? null,
    ec50Unit: lot.bioactivity?.concentrationUnit ?? null,
  };
}

export interface ProductLotsProps {
  product: { catalogNumber: string; name: string };
  /** The lot table's rows (lotTableRow); null: the lots could not be loaded. */
  lots: LotTableRow[] | null;
  /** The lot whose figures are shown (the `lot` query parameter, else the newest). */
  selected: ProductLot | null;
  /** The page's href of a lot. */
  lotHref: (lotNumber: string) => string;
  /** The page's canonical URL, quoted by the citation records. */
  url: string;
  /** The language of the PDFs (the page's). */
  lang: 'zh' | 'en';
}

/** The product page's lot-to-lot table, the chosen lot's gel and bioactivity curve, and its citation. */
export function ProductLots({ product, lots, selected, lotHref, url, lang }: ProductLotsProps) {
  const intl = useIntl();
  const headingId = 'product-lots';
  if (lots === null) return <ErrorState description={intl.formatMessage(messages.failed)} headingLevel={3} />;
  if (lots.length === 0) return <EmptyState title={intl.formatMessage(messages.empty)} headingLevel={3} />;

  const citation = {
    productName: product.name,
    catalogNumber: product.catalogNumber,
    lotNumber: selected?.lotNumber ?? null,
    supplier: intl.formatMessage(brandMessage),
    city: intl.formatMessage(messages.city),
    country: intl.formatMessage(messages.country),
    url,
  };
  const fileName = [product.catalogNumber, selected?.lotNumber].filter(Boolean).join('_');
  const bioactivity = selected?.bioactivity ?? null;

  return (
    <section className={classes.Lots} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.LotsTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <LotTable lots={lots} selectedLot={selected?.lotNumber} lotHref={lotHref} linkComponent={RouterLink} />
      {selected ? (
        <figure className={classes.Figures} id="lot-figures">
          <figcaption className={classes.FiguresTitle}>
            {intl.formatMessage(messages.figures, { lot: selected.lotNumber })}
          </figcaption>
          {selected.reducedBandsKda && selected.nonReducedBandsKda ? (
            <GelFigure
              lotNumber={selected.lotNumber}
              reducedKda={selected.reducedBandsKda}
              nonReducedKda={selected.nonReducedBandsKda}
            />
          ) : null}
          {bioactivity ? (
            <DoseResponseFigure
              lotNumber={selected.lotNumber}
              assay={bioactivity.assay}
              points={bioactivity.points}
              fit={bioactivity.fit}
              concentrationUnit={bioactivity.concentrationUnit}
              responseUnit={bioactivity.responseUnit}
            />
          ) : null}
          {!selected.reducedBandsKda && !bioactivity ? <p>{intl.formatMessage(messages.noFigures)}</p> : null}
        </figure>
      ) : null}
      <p className={classes.CiteDownloads}>
        {/* Files the server makes (lots/files.ts), not pages: plain links that download. */}
        <a
          href={`/files/datasheet?${new URLSearchParams({ catalogNumber: product.catalogNumber, lang })}`}
          download
        >
          {intl.formatMessage(messages.datasheet)}
        </a>
        {selected ? (
          <a
            href={`/files/coa?${new URLSearchParams({ catalogNumber: product.catalogNumber, lot: selected.lotNumber, lang })}`}
            download
          >
            {intl.formatMessage(messages.coa, { lot: selected.lotNumber })}
          </a>
        ) : null}
      </p>
      <h3 className={classes.CiteTitle}>{intl.formatMessage(messages.cite)}</h3>
      <CitationLine
        text={intl.formatMessage(messages.citationLine, {
          product: citation.productName,
          supplier: citation.supplier,
          catalogNumber: citation.catalogNumber,
          lot: citation.lotNumber ?? '',
          city: citation.city,
          country: citation.country,
        })}
      />
      <p className={classes.CiteDownloads}>
        <a href={textDataUrl(RIS_MEDIA_TYPE, ris(citation))} download={`${fileName}.ris`}>
          {intl.formatMessage(messages.ris)}
        </a>
        <a href={textDataUrl(BIBTEX_MEDIA_TYPE, bibtex(citation))} download={`${fileName}.bib`}>
          {intl.formatMessage(messages.bibtex)}
        </a>
      </p>
    </section>
  );
}
