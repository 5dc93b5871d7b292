import { defineMessages, type NoMessageValues } from 'react-intl';

/** The careers pages' words (catalog part `recruitment`). */
export const recruitmentMessages = defineMessages<
  Record<
    | 'title'
    | 'description'
    | 'intro'
    | 'salaryTitle'
    | 'welfareTitle'
    | 'contentTitle'
    | 'requirementsTitle'
    | 'hotJobsTitle'
    | 'allJobsTitle'
    | 'errorTitle'
    | 'retry'
    | 'home'
    | 'careers'
    | 'jobContent'
    | 'jobRequirements'
    | 'applyTitle'
    | 'department'
    | 'location'
    | 'headcountLabel'
    | 'publishedLabel'
    | 'jobDescription',
    NoMessageValues
  > & {
    jobTitle: { title: string };
    jobMetaDescription: { title: string; department: string; location: string };
  }
>({
  title: { id: 'web.recruitment.title', defaultMessage: 'Careers' },
  description: {
    id: 'web.recruitment.description',
    defaultMessage:
      'Join a recombinant protein maker: salary, welfare, hot jobs and every open position, with an online application.',
  },
  intro: {
    id: 'web.recruitment.intro',
    defaultMessage: 'We are looking for people who enjoy turning good science into reliable products.',
  },
  salaryTitle: { id: 'web.recruitment.salaryTitle', defaultMessage: 'Salary' },
  welfareTitle: { id: 'web.recruitment.welfareTitle', defaultMessage: 'Welfare' },
  contentTitle: { id: 'web.recruitment.contentTitle', defaultMessage: 'What we do' },
  requirementsTitle: { id: 'web.recruitment.requirementsTitle', defaultMessage: 'What we look for' },
  hotJobsTitle: { id: 'web.recruitment.hotJobsTitle', defaultMessage: 'Hot jobs' },
  allJobsTitle: { id: 'web.recruitment.allJobsTitle', defaultMessage: 'All open positions' },
  errorTitle: {
    id: 'web.recruitment.errorTitle',
    defaultMessage: 'The careers information could not be loaded',
  },
  retry: { id: 'web.recruitment.retry', defaultMessage: 'Try again' },
  home: { id: 'web.recruitment.home', defaultMessage: 'Home' },
  careers: { id: 'web.recruitment.careers', defaultMessage: 'Careers' },
  jobTitle: { id: 'web.recruitment.jobTitle', defaultMessage: '{title} - Careers' },
  jobMetaDescription: {
    id: 'web.recruitment.jobMetaDescription',
    defaultMessage: '{title}, {department}, {location}: duties, requirements and the online application.',
  },
  jobContent: { id: 'web.recruitment.jobContent', defaultMessage: 'Job content' },
  jobRequirements: { id: 'web.recruitment.jobRequirements', defaultMessage: 'Requirements' },
  applyTitle: { id: 'web.recruitment.applyTitle', defaultMessage: 'Apply for this position' },
  department: { id: 'web.recruitment.department', defaultMessage: 'Department' },
  location: { id: 'web.recruitment.location', defaultMessage: 'Location' },
  headcountLabel: { id: 'web.recruitment.headcountLabel', defaultMessage: 'Openings' },
  publishedLabel: { id: 'web.recruitment.publishedLabel', defaultMessage: 'Posted' },
  jobDescription: {
    id: 'web.recruitment.jobDescription',
    defaultMessage: 'Job description',
    description: 'Accessible name of the facts of a job (department, location, openings, date)',
  },
});
