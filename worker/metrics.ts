import type { Env } from './env.js';
import { logLine } from './log.js';
import type { Metric, MetricSink } from './metric-events.js';

export { changeMetrics, type Metric, type MetricEvent, type MetricSink } from './metric-events.js';

/**
 * Writes one Workers Analytics Engine data point (the `METRICS` binding): index1 and blob1 the event,
 * blob2 the game, blob3 the detail, double1 1 (a count: sum `_sample_interval * double1`), then the
 * figures. Never a key, a name, an address or a table's id: the counts say how much, not who. Without
 * the binding nothing is written (locally it is a stand-in that keeps nothing); a write that throws
 * costs only its point.
 */
export function metricsOf(env: Env): MetricSink {
  const dataset = env.METRICS as AnalyticsEngineDataset | undefined;
  return (metric) => {
    if (!dataset?.writeDataPoint) return;
    try {
      dataset.writeDataPoint({
        indexes: [metric.event],
        blobs: [metric.event, metric.game ?? '', metric.detail ?? ''],
        doubles: [1, ...(metric.values ?? [])],
      });
    } catch (error) {
      logLine(env, 'warn', 'metricFailed', { code: metric.event, error });
    }
  };
}
