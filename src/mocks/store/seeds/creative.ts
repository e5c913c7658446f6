import { daysAgo } from '../seed';

export interface MockCreative {
  creative_id: string;
  widget_id: number;
  start_time: string;
  end_time: string;
  ready_status: string;
  created_time: string;
}

/** Days from today, as a date (negative: past). */
const day = (offset: number) => daysAgo(-offset, '00:00:00');

/** A creative of widget 2001 running from `start` to `end` days from today, made `age` days ago. */
const creative = (id: number, start: number, end: number, ready_status: string, age: number) => ({
  creative_id: `cr_${id}`,
  widget_id: 2001,
  start_time: day(start),
  end_time: day(end),
  ready_status,
  created_time: daysAgo(age),
});

/** The creatives of the active widget 2001 (table creatives): running, ended and still to come. */
export default function creativeSeed(): MockCreative[] {
  return [
    creative(1001, -10, 10, 'Ready', 12),
    creative(1002, -40, -20, 'Ended', 41),
    creative(1003, 5, 30, 'Ready', 2),
  ];
}
