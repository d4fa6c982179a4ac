-- Issue 32 / decision 065: a lot lists its items in the order they were added, and so do the
-- lines of the order it becomes. added_at alone does not tell apart two adds in the same
-- instant; an ever-growing number does.
ALTER TABLE lot_items ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
CREATE INDEX lot_items_lot_seq_idx ON lot_items (lot_id, seq);
