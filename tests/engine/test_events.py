"""Every event type round-trips through its JSON form, and applies the same after the trip."""

import json

import pytest

from core.engine import events as E
from core.engine import zones as Z
from core.engine.fold import APPLIERS, apply, fold
from core.engine.state import frozen
from core.rules.mechanics.reveals import HandShown, SecretShown
from core.rulesets import make_ruleset
from core.saves.eventjson import EventFormatError, from_json, to_json

SEATS = ("Red", "Blue")


@pytest.fixture(scope="module")
def base():
    ruleset = make_ruleset("sandbox")
    from core.engine.state import GameState

    return fold(GameState("sandbox", SEATS), ruleset.setup(SEATS, 1))


def samples(state):
    card = state.zone(Z.hand("Red"))[0]
    deck = state.zone(Z.deck("action"))
    return [
        E.TableLaid(
            "sandbox",
            SEATS,
            frozen({Z.hand("Red"): (card,)}),
            E.freeze({"Red": {"gold": 1}}),
            "play",
            "turn",
            "Red",
            7,
            frozen(),
            frozen({"x": 1}),
        ),
        E.CardMoved(card, Z.hand("Red"), Z.discard("action"), 0),
        E.ZoneSet(Z.discard("action"), (deck[0],)),
        E.DeckReshuffled(Z.deck("action"), Z.discard("action"), deck[::-1], (), 99),
        E.DiceRolled("Red", (1, 6, 3), 6, "battle", 5),
        E.ResourceChanged("Red", "gold", 2),
        E.ChargesSet(card, 2),
        E.PhaseChanged("cleanup", "hand-limit", 2),
        E.TurnBegan("Blue"),
        E.TurnBegan("Blue", 2),
        E.Marked("acted", True),
        E.Marked("battle", E.freeze({"round": 1, "dice": ["mil", "?"]})),
        E.WindowOpened(card, "Red", "answer", ("Blue",)),
        E.ChoiceOpened("Red", "discard-to-limit", Z.hand("Red"), 1, state.zone(Z.hand("Red")), "discard 1", ""),
        E.Noted("Red", "resolved at the table"),
        HandShown("Red", Z.hand("Red"), (card,)),
        SecretShown("Red", "a secret objective"),
        E.GameEnded("Red", "reached 10"),
    ]


def test_every_event_type_has_a_sample(base):
    sampled = {type(e) for e in samples(base)} | {E.WindowAnswered, E.WindowPassed, E.WindowClosed, E.ChoiceMade}
    assert set(APPLIERS) - sampled == set()


def test_round_trip_and_apply(base):
    for event in samples(base):
        text = json.dumps(to_json(event))
        back = from_json(json.loads(text))
        assert back == event, event.type
        assert apply(base, back) == apply(base, event), event.type


def test_window_and_choice_events_round_trip(base):
    card = base.zone(Z.hand("Red"))[0]
    opened = apply(base, E.WindowOpened(card, "Red", "answer", ("Blue",)))
    for event in (E.WindowAnswered("Blue", card), E.WindowPassed("Blue"), E.WindowClosed(card, True)):
        back = from_json(json.loads(json.dumps(to_json(event))))
        assert back == event and apply(opened, back) == apply(opened, event)
    chosen = apply(base, E.ChoiceOpened("Red", "discard-to-limit", Z.hand("Red"), 1, (card,), "p", ""))
    made = E.ChoiceMade("Red", Z.hand("Red"), (card,))
    assert apply(chosen, from_json(to_json(made))) == apply(chosen, made)


@pytest.mark.parametrize(
    "bad, problem",
    [
        ({"type": "nope", "v": 1}, "unknown event type"),
        ({"type": "resource-changed", "v": 9, "seat": "Red", "resource": "gold", "by": 1}, "newer"),
        ({"type": "resource-changed", "v": 2, "seat": "Red", "resource": "gold", "by": "1"}, "wrong type"),
        ({"type": "resource-changed", "v": 2, "seat": "Red", "resource": "gold"}, "lacks field 'by'"),
        ({"type": "resource-changed", "v": 1, "seat": "Red", "resource": "gold", "by": 1}, "lacks field 'to'"),
        (
            {"type": "resource-changed", "v": 2, "seat": "Red", "resource": "gold", "by": 1, "to": 1},
            "unknown field 'to'",
        ),
        (
            {"type": "resource-changed", "v": 1, "seat": "Red", "resource": "gold", "by": 1, "to": 1, "x": 2},
            "unknown field",
        ),
        ({"type": "resource-changed", "v": 2, "seat": "Red", "resource": "gold", "by": 10**40}, "absurdly"),
        ({"type": "turn-began", "v": 2, "seat": "Red", "turn": "2"}, "wrong type"),
        ([1, 2], "must be an object"),
    ],
)
def test_bad_json_is_a_clear_error(bad, problem):
    with pytest.raises(EventFormatError, match=problem):
        from_json(bad)


def test_version_1_resource_and_turn_events_read_as_version_2(base):
    v1 = from_json({"type": "resource-changed", "v": 1, "seat": "Red", "resource": "gold", "by": 2, "to": 3})
    assert v1 == E.ResourceChanged("Red", "gold", 2)
    assert apply(base, v1).amount("Red", "gold") == base.amount("Red", "gold") + 2
    assert from_json({"type": "turn-began", "v": 1, "seat": "Blue", "turn": 4}) == E.TurnBegan("Blue", 4)


def test_a_turn_counts_on_unless_its_number_is_given(base):
    assert apply(base, E.TurnBegan("Blue")).turn == base.turn + 1
    assert apply(base, E.TurnBegan("Blue", 7)).turn == 7


def test_redaction_hides_cards_from_those_who_may_not_see(base):
    card = base.zone(Z.deck("action"))[0]
    drawn = E.CardMoved(card, Z.deck("action"), Z.hand("Red"))
    assert drawn.seen_by("Red").card == card
    assert drawn.seen_by("Blue").card == E.HIDDEN
    assert drawn.seen_by(Z.PUBLIC).card == E.HIDDEN
    shuffle = E.DeckReshuffled(Z.deck("action"), Z.discard("action"), (card,), (), 12345)
    assert card not in json.dumps(to_json(shuffle.seen_by("Red")))
    assert shuffle.seen_by("Red").rng == 0
    assert drawn.reveals(SEATS)[0].to == ("Red",) and drawn.reveals(SEATS)[0].barrier
