/**
 * The home sidebar's opinion card, split from the home page's first-load JavaScript (its budget,
 * scripts/check-bundle-budget.ts): the server renders it in place, and hydration keeps that markup until
 * its chunk arrives. Its stylesheet stays in the first load so the server HTML looks right.
 */
import { Suspense } from 'react';
import { splitNamed } from '~/components/deferred';
import './opinion.css';

const OpinionCardBody = splitNamed(() => import('./opinion-card-body'), 'OpinionCardBody');

export function OpinionCard() {
  return (
    <Suspense fallback={<div className="opinion-pending" />}>
      <OpinionCardBody />
    </Suspense>
  );
}
