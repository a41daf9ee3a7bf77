import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES as M } from './moderation.constants';
import {
  CreateReportSchema,
  ListingDecisionSchema,
  ListingStatusSchema,
  ReportDecisionSchema,
  RoleChangeSchema,
  SuspensionSchema,
} from './moderation.schema';
import { messages } from '../testing/schema-messages';

describe('moderation schemas', () => {
  it('a report names a known type and reason; a note is required for other', () => {
    expect(v.parse(CreateReportSchema, { targetType: 'listing', targetId: 5, reason: 'scam', note: '  ' })).toEqual({
      targetType: 'listing',
      targetId: 5,
      reason: 'scam',
      note: undefined,
    });
    expect(messages(CreateReportSchema, { targetType: 'listing', targetId: 5, reason: 'other' })).toEqual([M.noteRequired]);
    expect(messages(CreateReportSchema, { targetType: 'user', targetId: 5, reason: 'scam' })).toEqual([M.targetType]);
    expect(messages(CreateReportSchema, { targetType: 'answer', targetId: 1.5, reason: 'spam' })).toEqual([M.targetNotFound, M.reason]);
  });

  it('reject and remove need a reason; approve does not', () => {
    expect(messages(ListingDecisionSchema, { action: 'approve' })).toEqual([]);
    expect(messages(ListingDecisionSchema, { action: 'reject', reason: ' ' })).toEqual([M.decisionReasonRequired]);
    expect(messages(ListingDecisionSchema, { action: 'remove' })).toEqual([M.decisionReasonRequired]);
    expect(messages(ListingDecisionSchema, { action: 'ban', reason: 'x' })).toEqual([M.action]);
  });

  it('roles, suspension, report decisions and listing status take only their values', () => {
    expect(messages(RoleChangeSchema, { role: 'admin' })).toEqual([M.role]);
    expect(messages(SuspensionSchema, {})).toEqual([M.suspensionReason]);
    expect(v.parse(ReportDecisionSchema, { action: 'uphold' })).toEqual({ action: 'uphold', note: undefined, suspend: false });
    expect(messages(ListingStatusSchema, { status: 'removed' })).toEqual([M.status]);
  });
});
