import { Badge, Group, Text } from '@mantine/core';
import type { AutoReplyRule } from '@siar/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { elapsed, relativeTime } from '../../contacts/relative-time.ts';
import type { RuleOptions } from '../hooks/use-rule-options.ts';

const SHOWN_KEYWORDS = 4;

/** "3 hours ago" by the browser's Intl, or from the panel's own texts where it lacks the language (Burmese). */
function agoText(value: string, language: string, t: TFunction): string {
  const ago = elapsed(value);
  return relativeTime(value, language) ?? t(`numberChecks.ago.${ago.unit}`, { count: ago.count });
}

/** What makes it answer, in a line: the match and its first keywords, or the pattern. */
function TriggerLine({ rule }: { rule: AutoReplyRule }) {
  const { t } = useTranslation();
  let text: string;
  if (rule.trigger === 'keyword') {
    const words = rule.keywords.slice(0, SHOWN_KEYWORDS).map((word) => `“${word}”`);
    const more = rule.keywords.length - SHOWN_KEYWORDS;
    text = t('autoReplies.summary.keywords', {
      mode: t(`autoReplies.matchMode.${rule.match_mode ?? 'contains'}`),
      words: words.join(', '),
    });
    if (more > 0) text += ` ${t('autoReplies.summary.more', { count: more })}`;
  } else if (rule.trigger === 'regex') text = `/${rule.pattern ?? ''}/`;
  else text = t(`autoReplies.summary.${rule.trigger}`);
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="rule-trigger-text">
      {text}
    </Text>
  );
}

function scopeText(rule: AutoReplyRule, options: RuleOptions, t: TFunction) {
  if (rule.scope === 'devices')
    return t('autoReplies.summary.scopeDevices', {
      names: rule.device_ids.map((id) => options.deviceNames.get(id) ?? '…').join(', '),
    });
  if (rule.scope === 'channel')
    return t('autoReplies.summary.scopeChannel', {
      name: (rule.channel_id && options.channelNames.get(rule.channel_id)) ?? '…',
    });
  return t('autoReplies.summary.scopeAll');
}

function AnswerLine({ rule }: { rule: AutoReplyRule }) {
  const { t } = useTranslation();
  if (!rule.answerable)
    return (
      <Group gap={4} wrap="nowrap" data-testid="answer-missing">
        <IconAlertTriangle size={14} color="var(--mantine-color-red-6)" aria-hidden />
        <Text size="sm" c="red" fw={600} title={t('autoReplies.summary.answerMissingHint')}>
          {t('autoReplies.summary.answerMissing')}
        </Text>
      </Group>
    );
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="rule-answer">
      {rule.quick_reply_shortcut
        ? t('autoReplies.summary.quickReply', { shortcut: rule.quick_reply_shortcut })
        : t('autoReplies.summary.template', { name: rule.template_name ?? '' })}
    </Text>
  );
}

/** A rule's trigger, where it listens, its answer and how often it fired. */
export function RuleFacts({ rule, options }: { rule: AutoReplyRule; options: RuleOptions }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color={rule.trigger === 'away' ? 'grape' : 'teal'} data-testid="rule-trigger">
          {t(`autoReplies.trigger.${rule.trigger}`)}
        </Badge>
        <TriggerLine rule={rule} />
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {scopeText(rule, options, t)}
      </Text>
      <AnswerLine rule={rule} />
      <Text size="xs" c="dimmed" data-testid="rule-figures">
        {t('autoReplies.summary.figures', { today: rule.fired_today, week: rule.fired_7_days })}
        {' · '}
        {rule.last_fired_at
          ? t('autoReplies.summary.lastFired', { when: agoText(rule.last_fired_at, formats.language, t) })
          : t('autoReplies.summary.neverFired')}
      </Text>
    </>
  );
}
