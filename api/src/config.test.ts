import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { NODE_ENV: 'test' };

describe('the scheduled backups settings', () => {
  it('are off by default and keep seven', () => {
    expect(loadConfig(base).backups).toEqual({ intervalMs: 0, keep: 7 });
    expect(loadConfig({ ...base, BACKUP_INTERVAL_HOURS: '', BACKUP_KEEP: ' ' }).backups).toEqual({
      intervalMs: 0,
      keep: 7,
    });
  });

  it('read BACKUP_INTERVAL_HOURS in hours and BACKUP_KEEP as a count', () => {
    expect(loadConfig({ ...base, BACKUP_INTERVAL_HOURS: '24', BACKUP_KEEP: '14' }).backups).toEqual(
      { intervalMs: 24 * 3_600_000, keep: 14 },
    );
    expect(loadConfig({ ...base, BACKUP_INTERVAL_HOURS: '0' }).backups.intervalMs).toBe(0);
  });

  it('refuse a value that is not a whole number in range, naming the variable and why', () => {
    for (const bad of ['-1', 'daily', '1.5', '9000', '6h']) {
      expect(() => loadConfig({ ...base, BACKUP_INTERVAL_HOURS: bad }), bad).toThrow(
        /BACKUP_INTERVAL_HOURS: must be a whole number of hours between backups, from 0 \(off\)/,
      );
    }
    for (const bad of ['0', '-3', 'all', '2.5', '1001']) {
      expect(() => loadConfig({ ...base, BACKUP_KEEP: bad }), bad).toThrow(
        /BACKUP_KEEP: must be how many scheduled backups to keep, from 1 to 1000/,
      );
    }
  });
});
