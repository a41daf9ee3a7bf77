import { Migration } from '@mikro-orm/migrations';

/** First schema: users, listings (with search columns), community tables, chat rooms. */
export class Migration20261121000000Init extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE EXTENSION IF NOT EXISTS pg_trgm;`);

    this.addSql(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(50) NOT NULL,
        password_hash varchar(255) NOT NULL,
        full_name varchar(100) NOT NULL,
        company varchar(150) NOT NULL,
        email varchar(254) NOT NULL,
        avatar_url varchar(2048) NULL,
        is_online boolean NOT NULL DEFAULT false,
        newsletter_subscribed boolean NOT NULL DEFAULT true,
        role text NOT NULL DEFAULT 'member' CHECK (role IN ('member','expert','moderator','admin')),
        seller_type varchar(20) NULL CHECK (seller_type IN ('individual','business')),
        business_name varchar(150) NULL,
        phone varchar(40) NULL,
        email_verified_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username));`);
    this.addSql(`CREATE UNIQUE INDEX users_email_unique ON users (email);`);

    this.addSql(`
      CREATE TABLE boat_parts (
        id serial PRIMARY KEY,
        title varchar(100) NOT NULL,
        description text NOT NULL,
        category varchar(60) NOT NULL,
        condition varchar(40) NOT NULL,
        price numeric(10,2) NOT NULL CHECK (price >= 0),
        brand varchar(100) NULL,
        model varchar(100) NULL,
        year integer NULL,
        location varchar(150) NULL,
        user_id integer NULL REFERENCES users (id) ON DELETE SET NULL,
        contact_email varchar(254) NOT NULL,
        contact_phone varchar(40) NULL,
        website_url varchar(2048) NULL,
        image_urls jsonb NOT NULL DEFAULT '[]',
        status varchar(20) NOT NULL DEFAULT 'active',
        featured boolean NOT NULL DEFAULT false,
        moderation_status varchar(20) NOT NULL DEFAULT 'pending',
        moderation_notes text NULL,
        moderated_by integer NULL,
        moderated_at timestamptz NULL,
        approval_status varchar(20) NOT NULL DEFAULT 'pending',
        approved_at timestamptz NULL,
        rejection_reason text NULL,
        version integer NOT NULL DEFAULT 1,
        deleted_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
          setweight(to_tsvector('english', coalesce(brand, '')), 'A') ||
          setweight(to_tsvector('english', coalesce(model, '')), 'B') ||
          setweight(to_tsvector('english', coalesce(description, '')), 'C')
        ) STORED
      );`);
    this.addSql(`CREATE INDEX boat_parts_user_id_index ON boat_parts (user_id);`);
    // Public catalogue reads filter on active, not-deleted rows: partial indexes keep them small.
    this.addSql(
      `CREATE INDEX boat_parts_public_newest ON boat_parts (created_at DESC, id DESC) WHERE status = 'active' AND deleted_at IS NULL;`,
    );
    this.addSql(`CREATE INDEX boat_parts_public_price ON boat_parts (price, id) WHERE status = 'active' AND deleted_at IS NULL;`);
    this.addSql(
      `CREATE INDEX boat_parts_public_category ON boat_parts (category, created_at DESC, id DESC) WHERE status = 'active' AND deleted_at IS NULL;`,
    );
    this.addSql(
      `CREATE INDEX boat_parts_public_condition ON boat_parts (condition, created_at DESC, id DESC) WHERE status = 'active' AND deleted_at IS NULL;`,
    );
    this.addSql(
      `CREATE INDEX boat_parts_public_featured ON boat_parts (created_at DESC, id DESC) WHERE featured AND status = 'active' AND deleted_at IS NULL;`,
    );
    this.addSql(`CREATE INDEX boat_parts_search ON boat_parts USING gin (search_vector);`);
    this.addSql(`CREATE INDEX boat_parts_title_trgm ON boat_parts USING gin (lower(title) gin_trgm_ops);`);
    this.addSql(`CREATE INDEX boat_parts_brand_trgm ON boat_parts USING gin (lower(brand) gin_trgm_ops);`);
    this.addSql(`CREATE INDEX boat_parts_updated ON boat_parts (updated_at, id);`);

    this.addSql(`
      CREATE TABLE expert_questions (
        id serial PRIMARY KEY,
        title varchar(100) NOT NULL,
        content text NOT NULL,
        user_id integer NULL REFERENCES users (id) ON DELETE SET NULL,
        category varchar(40) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','answered')),
        upvotes integer NOT NULL DEFAULT 0,
        views integer NOT NULL DEFAULT 0,
        deleted_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX expert_questions_category_index ON expert_questions (category);`);
    this.addSql(`CREATE INDEX expert_questions_created ON expert_questions (created_at DESC, id DESC);`);

    this.addSql(`
      CREATE TABLE expert_answers (
        id serial PRIMARY KEY,
        content text NOT NULL,
        question_id integer NOT NULL REFERENCES expert_questions (id) ON DELETE CASCADE,
        user_id integer NULL REFERENCES users (id) ON DELETE SET NULL,
        is_expert boolean NOT NULL DEFAULT false,
        upvotes integer NOT NULL DEFAULT 0,
        accepted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX expert_answers_question_id_index ON expert_answers (question_id);`);

    this.addSql(`
      CREATE TABLE news_items (
        id serial PRIMARY KEY,
        title varchar(300) NOT NULL,
        description text NOT NULL,
        link varchar(2048) NOT NULL UNIQUE,
        pub_date timestamptz NOT NULL,
        source varchar(100) NOT NULL,
        category varchar(60) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX news_items_pub_date_index ON news_items (pub_date);`);

    this.addSql(`
      CREATE TABLE chat_rooms (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL UNIQUE,
        description varchar(500) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
  }
}
