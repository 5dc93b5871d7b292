import { type Job, unwrap } from '@storefront/api-client';
import { Breadcrumbs, JobApplicationForm, Section } from '@storefront/ui';
import { jobApplicationForm } from '@storefront/validation';
import { useIntl } from 'react-intl';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
} from 'react-router-dom';
import { formAction } from '../../app/formAction';
import { loaderApi } from '../../app/loaderServices';
import { brandMessage, type MetaFunction, type RouteHandle } from '../../app/meta';
import { usePostedForm } from '../../app/postedForm';
import { RouterForm } from '../../app/RouterForm';
import { RouterLink } from '../../app/RouterLink';
import { scriptSafeJson } from '../../app/scriptSafeJson';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { jobPostingJsonLd } from './jobPostingJsonLd';
import { Lines } from './recruitment';
import { recruitmentMessages as messages } from './recruitment.messages';
import classes from './recruitment.module.css';
import { jobIdOf, postApplication, recruitmentHref } from './recruitmentLinks';

/** More positions than are ever open at once: the form offers them all. */
const ALL_JOBS = 100;

interface JobData {
  job: Job;
  /** Every open position, for the form's choice (the visitor may apply for another one). */
  jobs: { value: string; label: string }[];
  url: string;
}

/**
 * An application sent without JavaScript (a multipart post, the CV in it): the form's rules, then the
 * same multipart POST /recruitment_needs/application, whose server judges the file (type by content, size).
 */
export function action(args: ActionFunctionArgs) {
  return formAction(args, {
    form: 'application',
    spec: jobApplicationForm,
    send: (api, values, formData) =>
      postApplication(api, {
        name: String(values.name),
        email: String(values.email),
        phone: String(values.phone),
        jobId: Number(values.jobId),
        // The rules required a chosen file: `cv` holds one.
        cv: formData.get('cv') as File,
      }),
  });
}

/** `/recruitment/job?id=`: one job, its JobPosting JSON-LD and the apply form; 404 for an unknown id. */
export async function loader(args: LoaderFunctionArgs): Promise<JobData> {
  const url = new URL(args.request.url);
  const id = jobIdOf(url.searchParams);
  if (id === null) throw data(null, { status: 404, statusText: 'Not Found' });
  const { api } = loaderApi(args);
  const answer = await api.GET('/recruitment_needs/{id}', { params: { path: { id } } });
  if (answer.response.status === 404) throw data(null, { status: 404, statusText: 'Not Found' });
  const [job, jobs] = await Promise.all([
    unwrap(answer),
    unwrap(api.GET('/recruitment_needs', { params: { query: { size: ALL_JOBS } } })),
  ]);
  return {
    job,
    jobs: jobs.list.map((other) => ({ value: String(other.id), label: other.title })),
    url: url.href,
  };
}

const meta: MetaFunction<JobData> = ({ intl, data }) => ({
  title: intl.formatMessage(messages.jobTitle, { title: data.job.title }),
  description: intl.formatMessage(messages.jobMetaDescription, {
    title: data.job.title,
    department: data.job.department,
    location: data.job.location,
  }),
});

export const handle: RouteHandle = { meta };

export function Component() {
  const { job, jobs, url } = useLoaderData() as JobData;
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const application = usePostedForm('application');
  const jsonLd = jobPostingJsonLd(job, {
    url,
    organization: intl.formatMessage(brandMessage),
    origin: new URL(url).origin,
    country: 'CN',
  });
  const facts = [
    [messages.department, job.department],
    [messages.location, job.location],
    [messages.headcountLabel, intl.formatNumber(job.headcount)],
    [
      messages.publishedLabel,
      intl.formatDate(`${job.publishDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
    ],
  ] as const;

  return (
    <div className={classes.Page}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptSafeJson
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }}
      />
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), href: localizePath(locale, '/') },
          { label: intl.formatMessage(messages.careers), href: recruitmentHref(locale) },
          { label: job.title },
        ]}
        linkComponent={RouterLink}
      />
      <header className={classes.Header}>
        <h1 className={classes.Title}>{job.title}</h1>
        <dl className={classes.Facts} aria-label={intl.formatMessage(messages.jobDescription)}>
          {facts.map(([label, value]) => (
            <div key={label.id}>
              <dt>{intl.formatMessage(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <div className={classes.Sections}>
        <Section title={intl.formatMessage(messages.jobContent)}>
          <Lines text={job.content} />
        </Section>
        <Section title={intl.formatMessage(messages.jobRequirements)}>
          <Lines text={job.requirements} />
        </Section>
      </div>
      <Section title={intl.formatMessage(messages.applyTitle)}>
        <JobApplicationForm
          className={classes.Form}
          jobs={jobs}
          defaultJobId={job.id}
          // With JavaScript too the post (multipart, the CV in it) goes to the page's action.
          formComponent={RouterForm}
          {...application}
        />
      </Section>
    </div>
  );
}
