/**
 * The outcome history of /plan: each executed plan's return (red up, green down) and the cumulative
 * average. ECharts' core with only the parts drawn, in its own chunk loaded by the /plan page.
 */
import type { PlanStats } from '@common/plan';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { FALL, RISE } from './plan-trend';

echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export function PlanChart({ history }: { history: PlanStats['history'] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    let sum = 0;
    const average = history.map((h, i) => {
      sum += h.return_rate;
      return Math.round((sum / (i + 1)) * 100) / 100;
    });
    chart.setOption({
      grid: { left: 44, right: 12, top: 16, bottom: 28 },
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${Number(v).toFixed(2)}%` },
      xAxis: {
        type: 'category',
        data: history.map((h) => `${h.stock_name}\n${h.result_time.slice(5, 10)}`),
        axisLabel: { fontSize: 10 },
      },
      yAxis: { type: 'value', axisLabel: { formatter: '{value}%' } },
      series: [
        {
          name: '收益',
          type: 'bar',
          data: history.map((h) => ({
            value: h.return_rate,
            itemStyle: { color: h.return_rate >= 0 ? RISE : FALL },
          })),
        },
        { name: '平均收益', type: 'line', data: average, smooth: true, lineStyle: { color: '#1677ff' } },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [history]);
  return <div ref={ref} className="plan-chart" role="img" aria-label="计划收益走势" />;
}
