-- One movement of the ledger in one round trip (docs/decisions/0018-ledger.md): the entry (a used
-- idempotency key answers NULL and moves nothing), then each account's balance change and its line, in
-- the order given (callers sort by account id, so movements lock shared rows in one order). The accounts'
-- no-negative CHECK aborts the whole movement.
CREATE FUNCTION ledger_post(
	p_kind text, p_idem_key text, p_pay_order_id bigint, p_actor_id bigint, p_memo text,
	p_accounts bigint[], p_amounts bigint[]
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
	v_entry bigint;
	v_balance bigint;
BEGIN
	INSERT INTO ledger_entries (kind, idem_key, pay_order_id, actor_id, memo)
	VALUES (p_kind, p_idem_key, p_pay_order_id, p_actor_id, p_memo)
	ON CONFLICT (idem_key) DO NOTHING
	RETURNING id INTO v_entry;
	IF v_entry IS NULL THEN
		RETURN NULL;
	END IF;
	FOR i IN 1 .. coalesce(array_length(p_accounts, 1), 0) LOOP
		UPDATE ledger_accounts SET balance = balance + p_amounts[i] WHERE id = p_accounts[i]
		RETURNING balance INTO STRICT v_balance;
		INSERT INTO ledger_lines (entry_id, account_id, amount, balance_after)
		VALUES (v_entry, p_accounts[i], p_amounts[i], v_balance);
	END LOOP;
	RETURN v_entry;
END
$$;
