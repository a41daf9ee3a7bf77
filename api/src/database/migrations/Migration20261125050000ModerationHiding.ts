import { Migration } from '@mikro-orm/migrations';

/**
 * Threshold hiding of questions, answers and chat messages (docs/decisions.md "Moderation"):
 * `hidden_at` is set when enough members report the item and cleared when a moderator dismisses
 * the reports. Hidden items are rare, so the read paths keep their indexes and filter `hidden_at IS NULL`
 * on the few rows they fetch; no index is needed for it.
 */
export class Migration20261125050000ModerationHiding extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE expert_questions ADD COLUMN hidden_at timestamptz NULL;`);
    this.addSql(`ALTER TABLE expert_answers ADD COLUMN hidden_at timestamptz NULL;`);
    this.addSql(`ALTER TABLE chat_messages ADD COLUMN hidden_at timestamptz NULL;`);
  }
}
