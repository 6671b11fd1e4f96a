/**
 * The dependency audit of `npm test`: `npm audit --omit=dev --json` (only what ships to production), judged
 * here. Any high or critical advisory fails. When the audit service cannot be reached or refuses the request
 * (no JSON report comes back, e.g. a registry mirror answering `405 Method Not Allowed`), the audit did not
 * run: that is printed loudly and counted as skipped, never as passed.
 * Usage: tsx scripts/audit.ts (exit 0 passed, 1 failed, 2 not run)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

export const FAILING_SEVERITIES = ['high', 'critical'] as const;

export type AuditOutcome =
  | { kind: 'passed'; counts: Record<string, number> }
  | { kind: 'failed'; counts: Record<string, number>; findings: string[] }
  | { kind: 'not-run'; reason: string };

interface AuditReport {
  vulnerabilities?: Record<string, { name?: string; severity?: string; via?: unknown[]; range?: string }>;
  metadata?: { vulnerabilities?: Record<string, number> };
  message?: string;
  error?: { summary?: string; detail?: string; code?: string } | string;
  statusCode?: number;
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line && !/^npm warn/i.test(line)) ?? ''
  );
}

/** Advisory titles (or the packages they come through) behind one vulnerable package. */
function describe(name: string, entry: NonNullable<AuditReport['vulnerabilities']>[string]): string {
  const via = (entry.via ?? [])
    .map((item) =>
      typeof item === 'string' ? `via ${item}` : ((item as { title?: string; url?: string }).title ?? ''),
    )
    .filter(Boolean);
  return `${entry.severity ?? '?'}: ${name}${entry.range ? ` ${entry.range}` : ''}${via.length ? ` (${via.join('; ')})` : ''}`;
}

/** Judges what `npm audit --json` printed. Pure: the tests feed it recorded outputs. */
export function judgeAudit(stdout: string, stderr = ''): AuditOutcome {
  let report: AuditReport;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    const reason = firstLine(stderr) || firstLine(stdout) || 'npm audit printed no JSON report';
    return { kind: 'not-run', reason };
  }
  if (!report || typeof report !== 'object')
    return { kind: 'not-run', reason: 'npm audit printed no report' };
  const counts = report.metadata?.vulnerabilities;
  if (!counts || typeof counts !== 'object') {
    const detail = typeof report.error === 'string' ? report.error : report.error?.summary;
    const reason =
      report.message ||
      detail ||
      (report.statusCode ? `the audit service answered ${report.statusCode}` : '') ||
      firstLine(stderr) ||
      'npm audit printed no vulnerability report';
    return { kind: 'not-run', reason };
  }
  const findings = Object.entries(report.vulnerabilities ?? {})
    .filter(([, entry]) => (FAILING_SEVERITIES as readonly string[]).includes(entry.severity ?? ''))
    .map(([name, entry]) => describe(name, entry));
  const blocking = FAILING_SEVERITIES.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
  if (blocking > 0 || findings.length > 0) {
    return { kind: 'failed', counts, findings: findings.length ? findings : [`${blocking} high/critical`] };
  }
  return { kind: 'passed', counts };
}

/** Runs `npm audit --omit=dev --json` in the repository root (at most `timeoutMs`). */
export function runNpmAudit(timeoutMs = 120_000): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['audit', '--omit=dev', '--json'], { cwd: ROOT, env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      stderr = `npm audit did not answer within ${timeoutMs / 1000} s\n${stderr}`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ stdout: '', stderr: `npm audit could not start: ${error.message}` });
    });
    child.on('close', () => {
      clearTimeout(timer);
      resolve({ stdout, stderr });
    });
  });
}

/** Runs the audit and prints what it found; the caller counts the outcome. */
export async function audit(): Promise<AuditOutcome> {
  const { stdout, stderr } = await runNpmAudit();
  const outcome = judgeAudit(stdout, stderr);
  if (outcome.kind === 'not-run') {
    const banner = '!'.repeat(78);
    console.log(`${banner}\nAUDIT NOT RUN: ${outcome.reason}\n${banner}`);
    console.log('(counted as skipped: no one has checked the production dependencies for advisories)');
  } else {
    const counts = Object.entries(outcome.counts)
      .map(([severity, n]) => `${severity} ${n}`)
      .join(', ');
    console.log(`npm audit --omit=dev: ${counts}`);
    if (outcome.kind === 'failed') {
      console.log('high or critical advisories in production dependencies:');
      for (const finding of outcome.findings) console.log(`  - ${finding}`);
    }
  }
  return outcome;
}

if (require.main === module) {
  audit().then(
    (outcome) => process.exit(outcome.kind === 'passed' ? 0 : outcome.kind === 'failed' ? 1 : 2),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
