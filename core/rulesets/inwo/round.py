"""The INWO turn around the actions: drawing, the automatic takeover, placing tokens, knocking and the win,
plus the Illuminati's Resource takeover and the free moves (give, discard, buy a Plot, spend a token).

Each function takes the ruleset and a draft and emits the events of one move;
the ruleset's ``moves()`` names them as handlers.
"""

from __future__ import annotations

from core.content.cards import definition_id
from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rulesets.inwo import abilities, elimination
from core.rulesets.inwo import structure as S
from core.rulesets.inwo.common import (
    discard_pile,
    goal_of,
    group_deck,
    in_play_twin,
    out,
    owner_of,
    plot_deck,
    put,
    set_tokens,
    spend,
    structure,
    tokens,
)

STEPS = ("plot", "group", "takeover", "actions", "free")
STEP_NAMES = {
    "plot": "1, draw a Plot",
    "group": "2, draw a Group",
    "takeover": "3, the automatic takeover",
    "actions": "5, attacks and other actions",
    "free": "6, free moves",
}
"""The turn's steps as players number and name them (docs/rules/inwo.md, "The turn"): refusals and the log say them."""
TURN_MARKS = ("took-over", "resource-taken", "privileged")


def check_step(draft: Draft, seat: str, steps: tuple[str, ...], rule: str = "turn.sequence") -> None:
    """Refuse unless it is `seat`'s turn and the turn is at one of `steps`."""
    s = draft.state
    if s.active != seat:
        raise Refusal(rule, f"It is {s.active}'s turn, not {seat}'s")
    if s.step not in steps:
        wanted = " or ".join(STEP_NAMES[x] for x in steps)
        raise Refusal(rule, f"That belongs to step {wanted}; {seat}'s turn is at step {STEP_NAMES.get(s.step, s.step)}")


def illuminati(rules, state, seat: str) -> str | None:
    """The seat's Illuminati card."""
    for card in structure(state, seat):
        if rules.stats[definition_id(card)].kind == "illuminati":
            return card
    return None


def allowance(rules, card: str) -> int:
    """How many action tokens a card receives each turn (its charges in cards.yaml)."""
    return rules.library.get(card).charges


# ---------------------------------------------------------------- drawing and the goal limit


def draw_from(rules, draft: Draft, seat: str, kind: str, count: int = 1) -> None:
    """Draw from the seat's own Plot or Group deck; an empty deck gives nothing (turn.draw)."""
    deck = Z.deck(plot_deck(seat) if kind == "plot" else group_deck(seat))
    for _ in range(count):
        cards = draft.state.zone(deck)
        if not cards:
            draft.emit(E.Noted(seat, f"{seat}'s {kind} deck is empty: nothing more to draw"))
            break
        draft.emit(E.CardMoved(cards[0], deck, Z.hand(seat), -1))
    goal_limit(rules, draft)


def goal_limit(rules, draft: Draft) -> bool:
    """Open the goal-limit choice for the first seat holding two Goals (free-moves.goal-limit)."""
    if draft.state.pending is not None:
        return True
    for seat in draft.state.seats:
        goals = tuple(c for c in draft.state.zone(Z.hand(seat)) if goal_of(rules, c))
        limit = abilities.goal_limit(rules, draft.state, seat)
        said = "one Goal" if limit == 1 else f"{limit} Goals"
        if len(goals) > limit:
            draft.emit(
                E.ChoiceOpened(
                    seat,
                    "goal-limit",
                    Z.hand(seat),
                    len(goals) - limit,
                    goals,
                    f"{seat} may hold only {said}: discard {len(goals) - limit}",
                    "",
                )
            )
            return True
    return False


def draw(rules, draft: Draft, seat: str, kind: str) -> None:
    """Steps 1 and 2: draw from the seat's own Plot deck, then its own Group deck."""
    check_step(draft, seat, (kind,))
    if not draft.state.zone(Z.deck(plot_deck(seat) if kind == "plot" else group_deck(seat))):
        raise Refusal("turn.draw", f"{seat}'s {kind} deck is empty")
    draft.emit(E.PhaseChanged("turn", STEPS[STEPS.index(kind) + 1], draft.state.round))
    draw_from(rules, draft, seat, kind, abilities.plot_draws(rules, draft.state, seat) if kind == "plot" else 1)


def next_step(rules, draft: Draft, seat: str) -> None:
    """Leave the current step (the draws and the takeover are optional); reaching step 5 places tokens."""
    check_step(draft, seat, STEPS[:-1])
    to = STEPS[STEPS.index(draft.state.step) + 1]
    if to == "actions":
        return begin_actions(rules, draft, seat)
    draft.emit(E.PhaseChanged("turn", to, draft.state.round))


def begin_actions(rules, draft: Draft, seat: str) -> None:
    """Step 4: every card of the seat gets back its missing tokens, none beyond (actions.refill); then step 5."""
    for card in structure(draft.state, seat):
        want = allowance(rules, card)
        if tokens(draft.state, card) < want:
            set_tokens(draft, card, want)
    draft.emit(
        E.PhaseChanged("turn", "actions", draft.state.round),
        E.Noted(seat, f"{seat}'s groups get their action tokens back"),
    )


def takeover(rules, draft: Draft, seat: str, card: str, onto: str | None = None) -> None:
    """Step 3: take over a Group from the hand onto a free control arrow (`onto`, or the one nearest the
    Illuminati), or a Resource beside the structure, no roll needed (turn.takeover)."""
    check_step(draft, seat, ("takeover",))
    if card not in draft.state.zone(Z.hand(seat)):
        raise Refusal("turn.takeover", f"{rules.card_name(card)} is not in {seat}'s hand")
    kind = rules.stats[definition_id(card)].kind
    if kind not in ("group", "place", "personality", "resource"):
        raise Refusal("turn.takeover", f"{rules.card_name(card)} is not a Group or a Resource: it is not taken over")
    twin = in_play_twin(draft.state, card)
    if twin is not None:
        raise Refusal("groups.unique", f"{rules.card_name(card)} is already in play")
    if kind != "resource":
        master = onto or S.first_free(rules, draft.state, seat)
        if master is None:
            raise Refusal("structure.arrows", f"{seat}'s Power Structure has no free control arrow")
        S.check_room(rules, draft.state, master, card)
    draft.emit(E.CardMoved(card, Z.hand(seat), Z.display(seat), -1))
    where = ""
    if kind != "resource":
        S.place(rules, draft, seat, card, master)
        where = f" under {rules.card_name(master)}"  # the log says where it went, also when the table chose
    draft.emit(E.Noted(seat, f"{seat} takes over {rules.card_name(card)} automatically{where}"))
    begin_actions(rules, draft, seat)


def knock(rules, draft: Draft, seat: str) -> None:
    """End the turn (turn.knock); the knocker wins if they control enough groups (win.basic)."""
    check_step(draft, seat, ("actions", "free"))
    limit = abilities.plot_limit(rules, draft.state, seat)
    plots = sum(1 for c in draft.state.zone(Z.hand(seat)) if rules.stats[definition_id(c)].kind == "plot")
    if plots > limit:
        raise Refusal(
            "free-moves.plot-limit",
            f"{seat} holds {plots} Plot cards and may end the turn with {limit}: discard {plots - limit} first",
        )
    goal = abilities.needed(rules, draft.state, seat, basic_goal(rules, draft.state))
    have = abilities.counted(rules, draft.state, seat)
    draft.emit(E.Noted(seat, f"{seat} knocks, controlling {have} of the {goal} groups needed"))
    if have >= goal:
        draft.emit(E.GameEnded(seat, f"{seat} controls {have} groups (win.basic)"))
        return
    done = abilities.special(rules, draft.state, seat)
    if done is not None:
        draft.emit(E.GameEnded(seat, f"{seat} reaches the special goal: {done} (win.special)"))
        return
    for key in TURN_MARKS:
        put(draft, key, None)
    nxt, crossed = elimination.next_seat(draft.state, seat)
    draft.emit(E.PhaseChanged("turn", "plot", draft.state.round + (1 if crossed else 0)), E.TurnBegan(nxt))


def basic_goal(rules, state) -> int:
    """The groups a seat must control to win: the option, or by the number of players."""
    goal = rules.options["basic_goal"]
    if goal != "auto":
        return goal
    n = len(state.seats)
    return 12 if n <= 3 else (11 if n == 4 else 10)


# ---------------------------------------------------------------- the Illuminati's Resource takeover


def take_resource(rules, draft: Draft, seat: str, card: str) -> None:
    """The Illuminati spends its token to bring a Resource from the hand into play, once a turn."""
    s = draft.state
    if s.active != seat:
        raise Refusal("illuminati.own-turn", f"{seat}'s Illuminati brings in Resources only on {seat}'s own turn")
    check_step(draft, seat, ("actions",), "actions.main-step")
    if s.mark("resource-taken"):
        raise Refusal("illuminati.one-resource", f"{seat} has already taken over a Resource this turn")
    if card not in s.zone(Z.hand(seat)) or rules.stats[definition_id(card)].kind != "resource":
        raise Refusal("illuminati.resource", f"{rules.card_name(card)} is not a Resource in {seat}'s hand")
    if in_play_twin(s, card) is not None:
        raise Refusal("groups.unique", f"{rules.card_name(card)} is already in play")
    own = illuminati(rules, s, seat)
    if own is None:
        raise Refusal("actions.own-groups", f"{seat} has no Illuminati in play to take over a Resource")
    spend(rules, draft, seat, own, "take over a Resource")
    put(draft, "resource-taken", True)
    draft.emit(
        E.CardMoved(card, Z.hand(seat), Z.display(seat), -1),
        E.Noted(seat, f"{seat} brings {rules.card_name(card)} into play with its Illuminati's action token"),
    )


# ---------------------------------------------------------------- free moves and plain token moves


def buy_plot(rules, draft: Draft, seat: str, cards: tuple[str, ...]) -> None:
    """Spend 1 Illuminati token or 2 group tokens for a card from your Plot deck (free-moves.buy)."""
    check_step(draft, seat, ("actions", "free"), "free-moves.buy")
    s = draft.state
    price = rules.options["plot_price"]
    own = illuminati(rules, s, seat)
    by_illuminati = cards == (own,) and price != "groups-only"
    by_groups = len(cards) == 2 and len(set(cards)) == 2 and own not in cards and price != "illuminati-only"
    if not (by_illuminati or by_groups):
        said = {
            "standard": "1 token of your Illuminati or 2 tokens of two of your groups",
            "illuminati-only": "1 token of your Illuminati",
            "groups-only": "2 tokens of two of your groups",
        }[price]
        raise Refusal("free-moves.buy", f"A Plot costs {said}")
    if not s.zone(Z.deck(plot_deck(seat))):
        raise Refusal("turn.draw", f"{seat}'s plot deck is empty")
    for card in cards:
        spend(rules, draft, seat, card, "buy a Plot")
    draft.emit(E.Noted(seat, f"{seat} buys a Plot card"))
    draw_from(rules, draft, seat, "plot")


def spend_token(rules, draft: Draft, seat: str, card: str) -> None:
    """Take an action token off one of the seat's cards for nothing."""
    attack = draft.state.mark("attack")
    if attack is not None and attack["group"] == card:
        raise Refusal("actions.one-at-a-time", f"{rules.card_name(card)} is attacking: its token goes at the roll")
    spend(rules, draft, seat, card, "take a token off")
    draft.emit(E.Noted(seat, f"{seat} takes the action token off {rules.card_name(card)}"))


def give(rules, draft: Draft, seat: str, card: str, to: str) -> None:
    """Give a card from the hand, or a Resource in play, to another player (any time)."""
    s = draft.state
    if to == seat:
        raise Refusal("free-moves.give", "A card is given to another player")
    if out(s, to):
        raise Refusal("elimination.out", f"{to} is out of the game and takes no cards")
    if card in s.zone(Z.hand(seat)):
        draft.emit(E.CardMoved(card, Z.hand(seat), Z.hand(to), -1))  # the move's words say it, by name to the two
        goal_limit(rules, draft)
        return
    if card in structure(s, seat) and rules.stats[definition_id(card)].kind == "resource":
        draft.emit(
            E.CardMoved(card, Z.display(seat), Z.display(to), -1),
            E.Noted(seat, f"{seat} gives {to} the Resource {rules.card_name(card)}"),
        )
        return
    raise Refusal("free-moves.give", f"{seat} can give only a card from their hand or one of their Resources in play")


def discard(rules, draft: Draft, seat: str, card: str) -> None:
    """Discard a card from the hand (any time)."""
    if card not in draft.state.zone(Z.hand(seat)):
        raise Refusal("free-moves.discard", f"{rules.card_name(card)} is not in {seat}'s hand")
    draft.emit(E.CardMoved(card, Z.hand(seat), discard_pile(rules, card), 0))


def _check_move(rules, state, seat: str, card: str, onto: str | None, rule: str) -> str:
    """Refuse a move of `card` that the structure forbids; returns the new master."""
    if not S.is_group(rules, card) or card not in structure(state, seat):
        holder = owner_of(state, card)
        raise Refusal(rule, f"{rules.card_name(card)} is not a group of {seat}'s ({holder or 'no one'}'s)")
    if onto is None:
        raise Refusal(rule, f"Name the group {rules.card_name(card)} moves under")
    S.check_own(rules, state, seat, onto)
    if onto in S.subtree(rules, state, card):
        raise Refusal(rule, f"{rules.card_name(card)} cannot move under itself or its own puppets")
    if S.master_of(rules, state, card) == onto:
        raise Refusal(rule, f"{rules.card_name(card)} is already on an arrow of {rules.card_name(onto)}")
    S.check_room(rules, state, onto, card)
    return onto


def _relink(rules, draft: Draft, seat: str, card: str, onto: str, how: str) -> None:
    table = S.fixed(rules, draft.state)
    table[card] = [onto, S.free_arrows(rules, draft.state, onto)[0]]
    S.put_links(draft, table)
    draft.emit(E.Noted(seat, f"{seat} {how} {rules.card_name(card)} under {rules.card_name(onto)}"))


def move(rules, draft: Draft, seat: str, card: str, onto: str | None) -> None:
    """Moving a group is its action: it spends its token and goes, with its puppets, onto a free arrow of another
    group of the same structure (not one below itself)."""
    check_step(draft, seat, ("actions",), "actions.main-step")
    master = _check_move(rules, draft.state, seat, card, onto, "actions.move")
    spend(rules, draft, seat, card, "move it")
    _relink(rules, draft, seat, card, master, "moves")


def rearrange(rules, draft: Draft, seat: str, card: str, onto: str | None) -> None:
    """The Bermuda Triangle's ability: in step 6, at the end of its turn, a group moves with its puppets onto a
    free arrow of another group of the structure, spending no token (illuminati.bermuda)."""
    check_step(draft, seat, ("free",), "illuminati.bermuda")
    abilities.may_rearrange(rules, draft.state, seat)
    master = _check_move(rules, draft.state, seat, card, onto, "illuminati.bermuda")
    _relink(rules, draft, seat, card, master, "rearranges")
