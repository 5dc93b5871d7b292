import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { troubleshootingMessages as m } from './Troubleshooting.messages';
import classes from './Troubleshooting.module.css';

/** The subjects of the generic advice. */
export type TroubleshootingTopic = 'reconstitution' | 'storage' | 'activity' | 'aggregation' | 'endotoxin';

export const troubleshootingTopics: readonly TroubleshootingTopic[] = [
  'reconstitution',
  'storage',
  'activity',
  'aggregation',
  'endotoxin',
];

const topicContent: Record<
  TroubleshootingTopic,
  { title: MessageDescriptor; entries: { question: MessageDescriptor; answer: MessageDescriptor }[] }
> = {
  reconstitution: {
    title: m.reconstitutionTitle,
    entries: [
      { question: m.reconstitutionQuestionA, answer: m.reconstitutionAnswerA },
      { question: m.reconstitutionQuestionB, answer: m.reconstitutionAnswerB },
    ],
  },
  storage: {
    title: m.storageTitle,
    entries: [
      { question: m.storageQuestionA, answer: m.storageAnswerA },
      { question: m.storageQuestionB, answer: m.storageAnswerB },
    ],
  },
  activity: {
    title: m.activityTitle,
    entries: [
      { question: m.activityQuestionA, answer: m.activityAnswerA },
      { question: m.activityQuestionB, answer: m.activityAnswerB },
    ],
  },
  aggregation: {
    title: m.aggregationTitle,
    entries: [
      { question: m.aggregationQuestionA, answer: m.aggregationAnswerA },
      { question: m.aggregationQuestionB, answer: m.aggregationAnswerB },
    ],
  },
  endotoxin: {
    title: m.endotoxinTitle,
    entries: [
      { question: m.endotoxinQuestionA, answer: m.endotoxinAnswerA },
      { question: m.endotoxinQuestionB, answer: m.endotoxinAnswerB },
    ],
  },
};

export interface TroubleshootingProps extends ComponentPropsWithRef<'section'> {
  /** Which topics to show, in order. @default troubleshootingTopics (all five) */
  topics?: readonly TroubleshootingTopic[];
  /** Topics whose answers start expanded. @default [] */
  defaultOpen?: readonly TroubleshootingTopic[];
  /** Product-specific advice shown before the generic topics (e.g. from the datasheet). */
  children?: ReactNode;
  /** Heading level of topic titles. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root element. */
  className?: string;
}

/**
 * Generic troubleshooting and FAQ for recombinant proteins (reconstitution, storage, activity, aggregation,
 * endotoxin), localized; each question is a native disclosure (`<details>`), keyboard and reader friendly.
 *
 * **Accessibility:** A `section` named 'Troubleshooting and FAQ'; each topic a `section` labelled by its heading
 * (at `headingLevel`), each question a native `details` disclosure (keyboard operable without script).
 *
 * **Data attributes:**
 * - topic: `data-topic`: reconstitution, storage, activity, aggregation, endotoxin
 */
export function Troubleshooting({
  topics = troubleshootingTopics,
  defaultOpen = [],
  children,
  headingLevel = 3,
  className,
  ...rest
}: TroubleshootingProps) {
  const intl = useIntl();
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      {...rest}
      className={clsx(classes.Troubleshooting, className)}
      aria-label={intl.formatMessage(m.label)}
    >
      <p className={classes.Intro}>{intl.formatMessage(m.intro)}</p>
      {children ? <div className={classes.Specific}>{children}</div> : null}
      {topics.map((topic) => {
        const content = topicContent[topic];
        const headingId = `${baseId}-${topic}`;
        return (
          <section key={topic} className={classes.Topic} data-topic={topic} aria-labelledby={headingId}>
            <Heading id={headingId} className={classes.TopicTitle}>
              {intl.formatMessage(content.title)}
            </Heading>
            {content.entries.map((entry) => (
              <details key={entry.question.id} className={classes.Entry} open={defaultOpen.includes(topic)}>
                <summary className={classes.Question}>{intl.formatMessage(entry.question)}</summary>
                <p className={classes.Answer}>{intl.formatMessage(entry.answer)}</p>
              </details>
            ))}
          </section>
        );
      })}
      <p className={classes.Note}>{intl.formatMessage(m.note)}</p>
    </section>
  );
}
