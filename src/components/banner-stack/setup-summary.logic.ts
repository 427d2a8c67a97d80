/** The setup summary banner's checklist (lazy chunk). Pure: no React, no DOM, no network. */
import { isRecord } from '../../lib/json';

const str = (v: unknown): v is string => typeof v === 'string';

export interface SetupStep {
  key: string;
  title: string;
  done: boolean;
  href: string;
}

/** docs/api ShellSetupSummary, as the banner shows it. */
export interface SetupSummary {
  title: string;
  completedCount: number;
  totalCount: number;
  /** The first step not done, if any. */
  next: SetupStep | null;
}

/** The answer of a setup route, or null when it is not one (the banner is then cleared). */
export function parseSetupSummary(value: unknown): SetupSummary | null {
  if (!isRecord(value) || !str(value.title) || !Array.isArray(value.steps)) return null;
  const steps: SetupStep[] = [];
  for (const step of value.steps) {
    if (!isRecord(step) || !str(step.key) || !str(step.title) || typeof step.done !== 'boolean' || !str(step.href))
      return null;
    steps.push({ key: step.key, title: step.title, done: step.done, href: step.href });
  }
  const next =
    (str(value.nextStepKey) && steps.find((step) => step.key === value.nextStepKey)) ||
    steps.find((step) => !step.done) ||
    null;
  return {
    title: value.title,
    completedCount: steps.filter((step) => step.done).length,
    totalCount: steps.length,
    next,
  };
}
