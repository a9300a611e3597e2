-- A call's conversation lives in "CallTurn", stored turn by turn; the simulator's canned
-- transcript (one JSON array written at the end) is gone.
ALTER TABLE "Call" DROP COLUMN "transcript";
