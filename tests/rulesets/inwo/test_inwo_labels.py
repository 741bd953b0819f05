"""Every INWO command reads, in the menus, as an English sentence with its verb first ("Take over Lawyers",
not "Takeover Lawyers"): one sample of each command, then every label a few played games offer."""

from __future__ import annotations

import random

from core.engine.commands import Command
from core.engine.errors import Refusal
from core.games import new_session
from core.rulesets import make_ruleset
from core.seeing.describe import command_label

SAMPLES = {
    "draw": [({"deck": "plot"}, "Draw a Plot card"), ({"deck": "group"}, "Draw a Group card")],
    "advance": [({}, "Move on to the next step")],
    "takeover": [
        ({"card": "lawyers#1"}, "Take over Lawyers"),
        ({"card": "lawyers#1", "onto": "ufos#1"}, "Take over Lawyers onto UFOs"),
    ],
    "attack": [
        ({"group": "lawyers#1", "target": "c-i-a#1", "mode": "control"}, "Attack to control C.I.A. with Lawyers")
    ],
    "aid": [
        ({"group": "lawyers#1", "side": "attack"}, "Aid the attack with Lawyers"),
        ({"group": "lawyers#1", "side": "defend"}, "Defend with Lawyers"),
    ],
    "call-off": [({}, "Call off the attack")],
    "move": [({"card": "lawyers#1", "onto": "c-i-a#1"}, "Move Lawyers onto C.I.A.")],
    "rearrange": [({"card": "lawyers#1", "onto": "c-i-a#1"}, "Rearrange Lawyers onto C.I.A.")],
    "play": [
        ({"card": "hail-eris#1"}, "Play Hail Eris!"),
        (
            {"card": "terrorist-nuke#1", "group": "lawyers#1", "target": "c-i-a#1"},
            "Play Terrorist Nuke on C.I.A., powered by Lawyers",
        ),
        (
            {"card": "bank-merger#1", "group": "gnomes-of-zurich#1", "target": "gnomes-of-zurich#1"},
            "Play Bank Merger on Gnomes of Zurich, powered by its own token",
        ),
        (
            {"card": "smear-campaign#1", "group": "lawyers#1", "side": "attack"},
            "Play Smear Campaign powered by Lawyers to back the attack",
        ),
        ({"card": "gang-war#1", "side": "attack"}, "Play Gang War to back the attack"),
    ],
    "take-resource": [({"card": "necronomicon#1"}, "Bring Necronomicon into play")],
    "buy-plot": [
        ({"cards": ["ufos#1"]}, "Buy a Plot with UFOs"),
        ({"cards": ["lawyers#1", "c-i-a#1"]}, "Buy a Plot with Lawyers and C.I.A."),
    ],
    "spend": [({"card": "lawyers#1"}, "Spend the action token on Lawyers")],
    "give": [({"card": "lawyers#1", "to": "Blue"}, "Give Lawyers to Blue")],
    "discard": [({"card": "lawyers#1"}, "Discard Lawyers")],
    "knock": [({}, "Knock")],
    "decline": [({}, "Decline")],
    "choose": [({"cards": ["hail-eris#1"]}, None)],
    "adjust": [({"reason": "a spilt drink", "card": "lawyers#1", "to": "hand:Red"}, None)],
}
"""Each command with a sample of its fields and the label expected (None: only its verb is checked)."""

VERBS = (
    "Draw ", "Move ", "Take over ", "Attack ", "Aid ", "Defend ", "Call off ", "Rearrange ", "Play ", "Bring ",
    "Buy ", "Spend ", "Give ", "Discard ", "Choose ", "Adjust ",
)  # fmt: skip
ALONE = ("Knock", "Decline")


def reads_as_a_verb(label: str) -> bool:
    return label in ALONE or label.startswith(VERBS)


def test_every_inwo_command_label_starts_with_an_english_verb():
    rules = make_ruleset("inwo")
    assert set(SAMPLES) == set(rules.commands), "a new command needs a sample here"
    for name, samples in SAMPLES.items():
        for args, expected in samples:
            label = command_label(rules, Command("Red", name, args))
            assert reads_as_a_verb(label), (name, label)
            assert expected is None or label == expected, (name, label)


def test_every_label_a_played_game_offers_reads_as_a_verb():
    seen: dict[str, set[str]] = {}
    for seed in (3,):
        session = new_session("inwo", ("Red", "Blue", "Green"), seed)
        pick = random.Random(seed)
        for _ in range(120):
            rules, state = session.ruleset, session.state
            if state.winner is not None:
                break
            seat = rules.must_act(state)
            legal = sorted(rules.legal(state, seat), key=lambda c: (c.name, str(c.args)))
            for command in legal:
                seen.setdefault(command.name, set()).add(command_label(rules, command))
            session.submit(pick.choice(legal))
    wrong = {label for labels in seen.values() for label in labels if not reads_as_a_verb(label)}
    assert not wrong
    assert {"takeover", "attack", "draw", "advance", "knock"} <= set(seen)


def test_an_attack_weighed_in_a_menu_needs_what_the_same_attack_made_needs():
    from core.rulesets.inwo import attack
    from core.rulesets.inwo.common import plain

    rng = random.Random(3)
    weighed = 0
    for seed in range(6):
        session = new_session("inwo", ("Red", "Blue", "Green"), seed)
        for _ in range(120):
            seat = session.state.active
            legal = [c for c in session.ruleset.candidates(session.state, seat) if _accepted(session, c)]
            for command in (c for c in legal if c.name == "attack"):
                said = session.ruleset.prospect(session.state, command)
                after = session.ruleset.draft(session.state, command).state
                assert said == attack.chance(attack.odds(session.ruleset, after, plain(after.mark("attack")))[0])
                weighed += 1
            if not legal:
                break
            session.submit(rng.choice(legal))
    assert weighed > 10
    assert session.ruleset.prospect(session.state, Command("Red", "draw", {"deck": "plot"})) is None


def _accepted(session, command) -> bool:
    try:
        session.ruleset.decide(session.state, command)
    except Refusal:
        return False
    return True
