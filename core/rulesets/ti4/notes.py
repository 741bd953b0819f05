"""What the TI4 table's notes say: the marks that players track, in their own words.

The rules keep their facts as marks (core/rulesets/ti4/common.py); this reads
the public ones for a view: the speaker, the laws in play, trade goods lying
on unpicked strategy cards, each player's strategy cards (used or ready) and
initiative, who has passed, Neural Motivator, the turn's action, a strategic
action others may follow, and a combat under way.
"""

from __future__ import annotations

from core.rulesets.ti4.agenda import elect_words

Note = tuple[str | None, str, str]


def _strategy(rules, marks, seat: str) -> str | None:
    """The seat's strategy cards with their numbers, ``Trade (5, used)``, lowest first."""
    used = set(marks.get("exhausted") or ())
    held = sorted((marks.get("strategy") or {}).get(seat, ()), key=lambda c: rules.initiatives.get(c, 99))
    said = [
        f"{rules.strategy_names.get(c, c)} ({rules.initiatives.get(c, '?')}{', used' if c in used else ''})"
        for c in held
    ]
    return ", ".join(said) or None


def _bonus(rules, marks) -> Note | None:
    """Trade goods lying on unpicked strategy cards, in initiative order."""
    bonus = {c: n for c, n in (marks.get("bonus") or {}).items() if n}
    if not bonus:
        return None
    lying = sorted(bonus.items(), key=lambda i: rules.initiatives.get(i[0], 99))
    return (None, "Trade goods on cards", ", ".join(f"{rules.strategy_names.get(c, c)} {n}" for c, n in lying))


def _following(rules, marks) -> Note | None:
    """A strategic action the others may follow, and who is to answer."""
    following = marks.get("following")
    if not following:
        return None
    order = tuple(following.get("order") or ())
    nxt = following.get("next", 0)
    waiting = f", {order[nxt]} to answer" if 0 <= nxt < len(order) else ""
    card = following.get("card")
    return (
        following.get("by"),
        "Strategic action",
        f"{rules.strategy_names.get(card, card)}: others may follow{waiting}",
    )


def _combat(marks) -> Note | None:
    """A combat under way and its round."""
    combat = marks.get("combat")
    if not combat:
        return None
    return (combat.get("attacker"), "Combat", f"against {combat.get('defender')}, round {combat.get('round', 1)}")


def _seat_notes(rules, view, seat: str) -> list[Note]:
    """One player's strategy cards, whether they passed, Neural Motivator, and the turn's action taken."""
    marks = view.marks
    out: list[Note] = []
    strategy = _strategy(rules, marks, seat)
    if strategy:
        out.append((seat, "Strategy", strategy))
    if seat in tuple(marks.get("passed") or ()):
        out.append((seat, "Passed", "yes"))
    if seat in tuple(marks.get("neural") or ()):
        out.append((seat, "Neural Motivator", "draws 2 in the status phase"))
    if seat == view.active and view.phase == "action" and marks.get("acted"):
        out.append((seat, "This turn", "action taken: end the turn"))
    return out


def public_marks(rules, view) -> list[Note]:
    """The notes of a TI4 view as (seat or None, label, text).

    >>> from core.seeing.views import view
    >>> from core.games import new_session
    >>> s = new_session("ti4", ("Red", "Blue", "Green"), seed=7)
    >>> public_marks(s.ruleset, view(s.state, "Red", s.ruleset))[:2]
    [(None, 'Speaker', 'Red'), (None, 'Public objectives', 'Negotiate Trade Routes (1), Lead from the Front (1)')]
    >>> [label for seat, label, _ in public_marks(s.ruleset, view(s.state, "Blue", s.ruleset)) if seat == "Red"]
    ['Victory points']
    """
    marks = view.marks
    speaker = marks.get("speaker")
    out: list[Note] = [(None, "Speaker", speaker if speaker in view.seats else view.seats[0])]
    laws = tuple(marks.get("laws") or ())
    if laws:
        owners = marks.get("law-owners") or {}
        out.append((None, "Laws in play", ", ".join(f"{n} ({owners[n]})" if n in owners else n for n in laws)))
    out.extend(note for note in (_bonus(rules, marks), _following(rules, marks), _combat(marks)) if note is not None)
    out.extend(_table_round_notes(rules, view))
    for seat in view.seats:
        out.extend(_seat_notes(rules, view, seat))
        out.extend(_seat_round_notes(rules, view, seat))
    return out


def _agenda(rules, marks) -> Note | None:
    """The agenda under vote: its kind, the votes cast so far and who votes next."""
    cur = marks.get("agenda")
    if not cur:
        return None
    a = rules.agendas.get(cur["name"])
    totals: dict[str, int] = {}
    for outcome, n in (cur.get("votes") or {}).values():
        totals[outcome] = totals.get(outcome, 0) + n
    said = ", ".join(f"{o} {n}" for o, n in sorted(totals.items())) or "no votes yet"
    order = tuple(cur.get("order") or ())
    nxt = cur.get("next", 0)
    waiting = f"; {order[nxt]} votes next" if 0 <= nxt < len(order) else ""
    kind = f"{a.kind}, {elect_words(a.elect)}" if a else ""  # as the log says it: "directive, for or against"
    return (None, f"Agenda {cur.get('number', 1)}", f"{cur['name']} ({kind}): {said}{waiting}")


def _table_round_notes(rules, view) -> list[Note]:
    """Public objectives revealed (and how many lie face down), the agenda under vote and the Custodians."""
    marks = view.marks
    out: list[Note] = []
    public = tuple(marks.get("objectives") or ())
    if public:
        said = ", ".join(f"{n} ({rules.objectives[n].vp})" if n in rules.objectives else n for n in public)
        out.append((None, "Public objectives", said))
    agenda = _agenda(rules, marks)
    if agenda is not None:
        out.append(agenda)
    riders = marks.get("riders") or ()
    if riders:
        out.append((None, "Riders", ", ".join(f"{r['seat']}'s {r['name']} calls {r['outcome']}" for r in riders)))
    custodians = marks.get("custodians")
    out.append((None, "Custodians", f"taken by {custodians}" if custodians else "on Mecatol Rex"))
    return out


def _seat_round_notes(rules, view, seat: str) -> list[Note]:
    """A player's victory points and objectives scored, technologies, and what only they may see."""
    marks = view.marks
    goal = rules.options["victory_points"]
    scored = tuple((marks.get("scored") or {}).get(seat, ()))
    out: list[Note] = [(seat, "Victory points", f"{view.resources.get(seat, {}).get('vp', 0)} of {goal}")]
    if scored:
        out.append((seat, "Scored", ", ".join(scored)))
    techs = tuple((marks.get("techs") or {}).get(seat, ()))
    if techs:
        out.append((seat, "Technologies", ", ".join(techs)))
    if view.viewer == seat:
        secret = tuple(marks.get(f"secret:{seat}:objectives") or ())
        if secret:
            out.append((seat, "Your secret objectives", ", ".join(_when(rules, name) for name in secret)))
        peek = tuple(marks.get(f"secret:{seat}:peek") or ())
        if peek:
            out.append((seat, "Agendas you looked at", ", ".join(peek)))
    return out


def _when(rules, name: str) -> str:
    """A secret objective with the phase it is scored in: ``Spark a Rebellion (action phase)``."""
    o = rules.objectives.get(name)
    return f"{name} ({o.phase} phase)" if o is not None else name
