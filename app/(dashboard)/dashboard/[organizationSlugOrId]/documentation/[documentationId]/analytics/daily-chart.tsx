"use client";

import { useId } from "react";
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "@/components/ui/format";
import { Table, Td, Th } from "@/components/ui/table";
import { useDarkMode } from "../../_components/use-dark-mode";
import { formatDay } from "./range";

export interface Series<Key extends string> {
  key: Key;
  label: string;
  /** Colours for the light and the dark scheme. */
  color: { light: string; dark: string };
}

type DayRow<Key extends string> = { day: string } & Record<Key, number>;

const axisColor = { light: "#71717a", dark: "#a1a1aa" };
const gridColor = { light: "#e4e4e7", dark: "#27272a" };

/**
 * Counts per day as an area or bar chart. The chart answers arrow keys (its tooltip follows),
 * and its text alternative is the summary sentence plus the same numbers as a table.
 */
export function DailyChart<Key extends string>({
  title,
  summary,
  data,
  series,
  kind,
}: {
  title: string;
  /** One sentence with the totals and the notable day, read before the chart. */
  summary: string;
  data: DayRow<Key>[];
  series: Series<Key>[];
  kind: "area" | "bar";
}) {
  const dark = useDarkMode();
  const scheme = dark ? "dark" : "light";
  const titleId = useId();
  const summaryId = useId();
  const longRange = data.length > 120;
  const axisTick = { fill: axisColor[scheme], fontSize: 12 };
  const tooltipStyle = {
    contentStyle: {
      background: dark ? "#18181b" : "#ffffff",
      border: `1px solid ${dark ? "#3f3f46" : "#e4e4e7"}`,
      borderRadius: 6,
      color: dark ? "#f4f4f5" : "#18181b",
      fontSize: 13,
    },
    labelFormatter: (day: unknown) => (typeof day === "string" ? formatDay(day, true) : String(day)),
    formatter: (value: unknown) => (typeof value === "number" ? formatNumber(value) : String(value)),
  };
  const common = {
    data,
    responsive: true,
    style: { width: "100%", height: 240 },
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
    title,
    desc: summary,
  };
  const axes = (
    <>
      <CartesianGrid stroke={gridColor[scheme]} strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="day" tickFormatter={(day: string) => formatDay(day, longRange)} tick={axisTick} tickLine={false} axisLine={{ stroke: gridColor[scheme] }} minTickGap={24} />
      <YAxis allowDecimals={false} tickFormatter={(value: number) => formatNumber(value)} tick={axisTick} tickLine={false} axisLine={false} width={48} />
      <Tooltip {...tooltipStyle} />
      <Legend wrapperStyle={{ fontSize: 13 }} />
    </>
  );

  return (
    <figure aria-labelledby={titleId} aria-describedby={summaryId} className="min-w-0 space-y-2">
      <figcaption>
        <h3 id={titleId} className="text-sm font-semibold">
          {title}
        </h3>
        <p id={summaryId} className="text-sm text-secondary">
          {summary}
        </p>
      </figcaption>
      {kind === "area" ? (
        <AreaChart {...common}>
          {axes}
          {series.map((line) => (
            <Area key={line.key} type="monotone" dataKey={line.key} name={line.label} stroke={line.color[scheme]} fill={line.color[scheme]} fillOpacity={0.15} strokeWidth={2} />
          ))}
        </AreaChart>
      ) : (
        <BarChart {...common}>
          {axes}
          {series.map((bar) => (
            <Bar key={bar.key} dataKey={bar.key} name={bar.label} fill={bar.color[scheme]} radius={[2, 2, 0, 0]} />
          ))}
        </BarChart>
      )}
      <details className="group text-sm">
        <summary className="cursor-pointer rounded text-accent-strong hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
          {title} as a table
        </summary>
        <div className="mt-2 max-h-80 overflow-y-auto">
          <Table caption={`${title} per day`}>
            <thead>
              <tr>
                <Th>Day</Th>
                {series.map((column) => (
                  <Th key={column.key} className="text-right">
                    {column.label}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.day}>
                  <Td>{formatDay(row.day, true)}</Td>
                  {series.map((column) => (
                    <Td key={column.key} className="text-right tabular-nums">
                      {formatNumber(row[column.key])}
                    </Td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </details>
    </figure>
  );
}
