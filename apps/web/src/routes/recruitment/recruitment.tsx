import { type JobPage, type RecruitmentConfig, unwrap } from '@storefront/api-client';
import { ErrorState, JobList, Link, Section } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { localeFromPath } from '../../i18n/locale';
import { recruitmentMessages as messages } from './recruitment.messages';
import classes from './recruitment.module.css';
import { jobHref, recruitmentHref } from './recruitmentLinks';

/** More positions than a company of this size ever has open at once: the page lists them all. */
const ALL_JOBS = 100;

interface RecruitmentData {
  /** null: the API failed (the page shows its error state, with status 503). */
  config: RecruitmentConfig | null;
  jobs: JobPage['list'] | null;
}

/** `/recruitment` (SPEC §1): salary, welfare, what we do and look for, hot jobs and every open position. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = loaderApi(args);
  try {
    const [config, jobs] = await Promise.all([
      unwrap(api.GET('/recruitment_needs/config')),
      unwrap(api.GET('/recruitment_needs', { params: { query: { size: ALL_JOBS } } })),
    ]);
    return { config, jobs: jobs.list } satisfies RecruitmentData;
  } catch (error) {
    console.error('[web] /recruitment failed:', error);
    return data({ config: null, jobs: null } satisfies RecruitmentData, { status: 503 });
  }
}

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

/** Stored text keeps one item a line: each line its own paragraph. */
export function Lines({ text }: { text: string }) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: lines of one stored text, in their order.
      <p key={index} className={classes.Line}>
        {line}
      </p>
    ));
}

export function Component() {
  const { config, jobs } = useLoaderData() as RecruitmentData;
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const hot = jobs?.filter((job) => job.isHot) ?? [];
  const href = (job: { id: number }) => jobHref(locale, job.id);

  return (
    <div className={classes.Page}>
      <header className={classes.Header}>
        <h1 className={classes.Title}>{intl.formatMessage(messages.title)}</h1>
        <p className={classes.Intro}>{intl.formatMessage(messages.intro)}</p>
      </header>
      {config === null || jobs === null ? (
        <ErrorState
          title={intl.formatMessage(messages.errorTitle)}
          action={
            <Link as={RouterLink} href={recruitmentHref(locale)} variant="standalone">
              {intl.formatMessage(messages.retry)}
            </Link>
          }
        />
      ) : (
        <>
          {hot.length > 0 ? (
            <Section title={intl.formatMessage(messages.hotJobsTitle)}>
              <JobList jobs={hot} getJobHref={href} linkComponent={RouterLink} />
            </Section>
          ) : null}
          <div className={classes.Sections}>
            {config.salary ? (
              <Section title={intl.formatMessage(messages.salaryTitle)}>
                <Lines text={config.salary} />
              </Section>
            ) : null}
            {config.welfare.length > 0 ? (
              <Section title={intl.formatMessage(messages.welfareTitle)}>
                <ul className={classes.Welfare}>
                  {config.welfare.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </Section>
            ) : null}
            {config.content ? (
              <Section title={intl.formatMessage(messages.contentTitle)}>
                <Lines text={config.content} />
              </Section>
            ) : null}
            {config.requirements ? (
              <Section title={intl.formatMessage(messages.requirementsTitle)}>
                <Lines text={config.requirements} />
              </Section>
            ) : null}
          </div>
          <Section title={intl.formatMessage(messages.allJobsTitle)}>
            <JobList jobs={jobs} getJobHref={href} linkComponent={RouterLink} />
          </Section>
        </>
      )}
    </div>
  );
}
