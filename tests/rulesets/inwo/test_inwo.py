"""INWO unit tests beside the scenarios: content checks, set-up, the attack's arithmetic, options, views and notes."""

from __future__ import annotations

from types import MappingProxyType

import pytest

from core.content.assets import load_game
from core.engine import events as E
from core.engine import zones as Z
from core.engine.commands import Command
from core.engine.errors import ContentError, Refusal
from core.engine.fold import fold
from core.engine.session import Session
from core.engine.state import GameState
from core.engine.valueclass import replace
from core.rulesets import make_ruleset
from core.rulesets.inwo.attack import alignment, odds
from core.rulesets.inwo.round import basic_goal
from core.rulesets.inwo.ruleset import NewWorldOrder
from core.rulesets.inwo.setup import DeckRuleError, check_deck
from core.seeing.describe import table_notes
from core.seeing.views import view


def _game(seats=("Red", "Blue"), seed=24, options=None):
    rules = make_ruleset("inwo", options or {})
    return rules, Session(
        rules, {"players": list(seats), "seed": seed, "options": dict(rules.options)}, rules.setup(seats, seed)
    )


def _cmd(seat, name, **args):
    return Command(seat, name, MappingProxyType(args))


def _with_rules(change) -> NewWorldOrder:
    definition = load_game("inwo")
    raw = dict(definition.raw)
    rules = {k: dict(v) for k, v in raw["card_rules"].items()}
    change(rules)
    raw["card_rules"] = rules
    return NewWorldOrder(definition=replace(definition, raw=raw))


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda r: r.pop("oil-barons"), "no entry for card 'oil-barons'"),
        (lambda r: r["oil-barons"].update(align=["purple"]), "card_rules.oil-barons: field 'align'"),
        (lambda r: r["oil-barons"].update(power=-1), "card_rules.oil-barons: field 'power'"),
        (lambda r: r["oil-barons"].update(colour="red"), "card_rules.oil-barons: field 'colour'"),
        (lambda r: r["insider-tip"].update(plot="steal"), "card_rules.insider-tip: field 'plot'"),
        (lambda r: r.update(nonsense={"power": 1}), "unknown card 'nonsense'"),
        (lambda r: r["oil-barons"].update(kind="illuminati"), "card_rules.oil-barons: field 'kind'"),
    ],
)
def test_bad_card_rules_name_the_file_the_card_and_the_field(change, words):
    with pytest.raises(ContentError) as err:
        _with_rules(change)
    assert "assets/games/inwo/game.yaml" in str(err.value) and words in str(err.value)
    assert "\n" not in str(err.value)


def test_setup_deals_each_player_their_own_cards_and_different_first_groups():
    rules, session = _game(("Red", "Blue", "Green"))
    s = session.state
    firsts = []
    for seat in s.seats:
        display = s.zone(Z.display(seat))
        assert rules.stats[display[0].split("#")[0]].kind == "illuminati" and len(display) == 2
        firsts.append(display[1].split("#")[0])
        assert len(s.zone(Z.hand(seat))) == 9
        own = [c for z in (Z.hand(seat), Z.deck(f"plot-{seat}"), Z.deck(f"group-{seat}")) for c in s.zone(z)]
        starter = rules.starters[display[0].split("#")[0]]
        assert sorted(c.split("#")[0] for c in own + [display[1]]) == sorted(starter["plot"] + starter["group"])
        assert s.mark("links")[display[1]] == (display[0], 0)
    assert len(set(firsts)) == 3 and len({s.zone(Z.display(p))[0] for p in s.seats}) == 3
    assert s.active == s.mark("first") and s.step == "plot"
    again = make_ruleset("inwo").setup(("Red", "Blue", "Green"), 24)
    assert fold(GameState("inwo", s.seats), again) == fold(GameState("inwo", s.seats), rules.setup(s.seats, 24))


def test_a_refused_command_changes_nothing():
    rules, session = _game()
    before, records = session.state, len(session.records)
    seat = before.active
    rival = next(s for s in before.seats if s != seat)
    with pytest.raises(Refusal) as err:
        session.submit(_cmd(rival, "knock"))
    assert err.value.rule in rules.rules
    assert session.state is before and len(session.records) == records


def test_alignments_add_for_shared_take_for_opposed_and_reverse_to_destroy():
    rules = make_ruleset("inwo")
    assert alignment(rules, "metro-police#1", "tax-auditors#2", "control") == 4
    assert alignment(rules, "metro-police#1", "student-union#2", "control") == -4
    assert alignment(rules, "metro-police#1", "student-union#2", "destroy") == 4
    assert alignment(rules, "airwave-preachers#1", "starseed-cult#2", "control") == -8
    assert alignment(rules, "night-couriers#1", "harbor-cartel#2", "control") == 4
    same = make_ruleset("inwo", {"destroy_alignments": "same"})
    assert alignment(same, "metro-police#1", "student-union#2", "destroy") == -4


def test_the_need_counts_aid_defence_doubled_boosts_and_resources():
    rules = make_ruleset("inwo")
    state = GameState(
        "inwo",
        ("Red", "Blue"),
        zones=MappingProxyType(
            {
                "display:Red": ("lodge-of-the-eye#1", "oil-barons#1", "private-satellite#1"),
                "display:Blue": ("velvet-syndicate#1", "tax-auditors#2"),
            }
        ),
    )
    attack = {
        "by": "Red",
        "group": "oil-barons#1",
        "target": "tax-auditors#2",
        "mode": "control",
        "owner": "Blue",
        "modifier": 1,
        "aid": [["Red", "lodge-of-the-eye#1", "attack"], ["Blue", "tax-auditors#2", "defend"]],
        "plots": [["Blue", "dirty-money#2", "defend", ""], ["Red", "smear-campaign#1", "attack", "x"]],
    }
    need, said = odds(rules, state, attack)
    assert need == 6 + 10 + 6 + 2 + 1 - 5 - 10 - 4 + 4 - 4 - 10  # the last: on its Illuminati's arrow
    assert said.endswith(f"= {need}")


@pytest.mark.parametrize("players, goal", [(2, 12), (3, 12), (4, 11), (5, 10), (6, 10)])
def test_the_basic_goal_follows_the_number_of_players(players, goal):
    rules = make_ruleset("inwo")
    assert basic_goal(rules, GameState("inwo", tuple("ABCDEF"[:players]))) == goal
    assert basic_goal(make_ruleset("inwo", {"basic_goal": 9}), GameState("inwo", ("A", "B"))) == 9


def test_the_plot_price_option_limits_how_plots_are_bought():
    rules = make_ruleset("inwo", {"plot_price": "groups-only"})
    state = GameState(
        "inwo",
        ("Red", "Blue"),
        zones=MappingProxyType(
            {"display:Red": ("lodge-of-the-eye#1", "oil-barons#1"), "deck:plot-Red": ("insider-tip#1",), "hand:Red": ()}
        ),
        charges=MappingProxyType({"lodge-of-the-eye#1": 1, "oil-barons#1": 1}),
        phase="turn",
        step="actions",
        active="Red",
    )
    with pytest.raises(Refusal) as err:
        rules.decide(state, _cmd("Red", "buy-plot", cards=("lodge-of-the-eye#1",)))
    assert err.value.rule == "free-moves.buy" and "2 tokens" in err.value.reason


def test_hands_and_the_goal_choice_stay_hidden_from_the_others():
    rules, session = _game()
    state = session.state
    goals = ("law-and-order#1", "chaos-reigns#1")
    state = fold(
        state,
        [
            E.ZoneSet(Z.hand("Red"), goals),
            E.ChoiceOpened("Red", "goal-limit", Z.hand("Red"), 1, goals, "discard one", ""),
        ],
    )
    seen = view(state, "Blue", rules)
    assert not set(goals) & seen.visible_card_ids()
    assert seen.size(Z.hand("Red")) == 2 and seen.pending.options is None
    assert set(goals) <= view(state, "Red", rules).visible_card_ids()
    assert view(state, Z.PUBLIC, rules).cards(Z.deck("plot-Red")) is None


def test_table_notes_speak_of_groups_tokens_decks_and_the_attack():
    rules, session = _game()
    s = session.state
    seat = s.active
    rival = next(x for x in s.seats if x != seat)
    for _ in range(3):
        session.submit(_cmd(seat, "advance"))
    mine = [c for c in session.state.zone(Z.display(seat)) if rules.stats[c.split("#")[0]].kind != "illuminati"]
    target = session.state.zone(Z.display(rival))[1]
    session.submit(_cmd(seat, "attack", group=mine[0], target=target, mode="control"))
    notes = table_notes(rules, view(session.state, rival, rules))
    said = {(n.seat, n.label): n.text for n in notes}
    assert said[(seat, "Groups")] == "2 of 12"
    assert said[(seat, "Action tokens")] == "2" and said[(rival, "Action tokens")] == "0"
    assert said[(seat, "Decks")] == "4 Plots, 15 Groups"
    assert said[(seat, "Attack")].startswith(f"{rules.card_name(mine[0])} attacks to control {rules.card_name(target)}")
    assert not any("#" in n.text or "-" in n.label for n in notes)


def test_the_seat_the_game_waits_for_always_has_a_legal_command():
    rules, session = _game(("Red", "Blue", "Green"))
    for _ in range(40):
        state = session.state
        seat = rules.must_act(state)
        legal = rules.legal(state, seat)
        assert legal
        session.submit(sorted(legal, key=lambda c: (c.name != "attack", c.name != "decline", c.name))[0])
        if session.state.step == "free":
            session.submit(_cmd(session.state.active, "knock"))


def test_describe_says_who_attacks_what():
    rules = make_ruleset("inwo")
    line = rules.describe(_cmd("Red", "attack", group="oil-barons#1", target="tax-auditors#2", mode="destroy"))
    assert line == "Red attacks to destroy Federal Tax Auditors with Oil Barons"
    assert (
        rules.describe(_cmd("Blue", "aid", group="metro-police#2", side="defend")) == "Blue defends with Metro Police"
    )


def test_answers_to_an_attack_are_labelled_in_the_games_words():
    from core.engine.commands import Command
    from core.seeing.describe import command_label

    rules = make_ruleset("inwo")
    group = next(c for c in rules.library.instances() if c.startswith("oil-barons"))
    aid = Command("Blue", "aid", {"group": group, "side": "attack"})
    defend = Command("Blue", "aid", {"group": group, "side": "defend"})
    assert command_label(rules, aid) == "Aid the attack with Oil Barons"
    assert command_label(rules, defend) == "Defend with Oil Barons"
    assert command_label(rules, Command("Blue", "knock", {})) == "Knock"


@pytest.mark.parametrize(
    "options, words",
    [
        ({"illuminati_1": "ufos", "illuminati_2": "ufos"}, "illuminati_2 is 'ufos', already Red's illuminati"),
        ({"deck_1": "ufos", "deck_2": "ufos"}, "deck_2 is 'ufos', already Red's deck"),
        ({"illuminati_1": "ufos", "deck_2": "ufos"}, "Blue chose the deck 'ufos', which is already Red's"),
    ],
)
def test_the_deck_rules_refuse_a_choice_in_one_line(options, words):
    with pytest.raises(DeckRuleError) as err:
        make_ruleset("inwo", options).setup(("Red", "Blue"), 24)
    assert words in str(err.value) and "\n" not in str(err.value)


def test_a_deck_too_small_or_with_a_group_twice_is_refused():
    rules = make_ruleset("inwo")
    with pytest.raises(DeckRuleError, match="holds 2 Group and 3 Plot cards"):
        check_deck(rules, "Red", {"group": ("kkk#1", "lawyers#1"), "plot": ("gang-war#1",) * 3})
    with pytest.raises(DeckRuleError, match="holds 'kkk' twice"):
        groups = ("kkk#1", "kkk#2") + tuple(f"x{i}#1" for i in range(6))
        check_deck(rules, "Red", {"group": groups, "plot": ("a#1",) * 3})
