#!/usr/bin/env python3
"""Writes testdata/yaml-order/keys.json: 500 sets of 20 random mapping keys (letters of both
cases, digits and digit runs with leading zeros, underscores, dashes, dots, non-ASCII letters
and digits), from a fixed seed. hack/parity.sh sorts each set with go-yaml v2 (the Go
program in testdata/yaml-order/sorter) into go-yaml-order.json; the YAML writer's unit test
requires the same order.

go-yaml's key comparison is not a total order: a set with a cycle (`06thi` < `041p` < `04K`
< `06thi`) comes out in a different order on each run of controller-gen, as the sort starts
from Go's random map order. Such sets are left out (and counted); every other set has one
order, which the writer must give."""
import itertools
import json
import random
import unicodedata
from pathlib import Path


def less(a, b):
    """go-yaml v2's keyList.Less for two strings (sorter.go)."""
    letter = lambda c: unicodedata.category(c).startswith("L")
    digit = lambda c: unicodedata.category(c) == "Nd"
    for i in range(min(len(a), len(b))):
        if a[i] == b[i]:
            continue
        al, bl = letter(a[i]), letter(b[i])
        if al and bl:
            return a[i] < b[i]
        if al or bl:
            return bl
        an = bn = 0
        if a[i] == "0" or b[i] == "0":
            j = i - 1
            while j >= 0 and digit(a[j]):
                if a[j] != "0":
                    an = bn = 1
                    break
                j -= 1
        ai = i
        while ai < len(a) and digit(a[ai]):
            an, ai = an * 10 + ord(a[ai]) - ord("0"), ai + 1
        bi = i
        while bi < len(b) and digit(b[bi]):
            bn, bi = bn * 10 + ord(b[bi]) - ord("0"), bi + 1
        if an != bn:
            return an < bn
        if ai != bi:
            return ai < bi
        return a[i] < b[i]
    return len(a) < len(b)


POOLS = [
    ("abcdefghijklmnopqrstuvwxyz", 30), ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 12), ("0123456789", 20),
    ("0", 6), ("_-.", 8), ("éßΩжāç", 4), ("中文", 2), ("٣٤", 1), ("$ /:", 2),
]
CHARS = [c for pool, weight in POOLS for c in pool for _ in range(weight)]


def key():
    """A random key; some share a prefix and a number, as `item9` and `item10`."""
    k = "".join(random.choice(CHARS) for _ in range(random.choice([1, 2, 3, 4, 5, 6, 8, 10, 12])))
    if random.random() < 0.3:
        prefix = random.choice(["item", "port", "a", "x-kubernetes-", "v", "client"])
        k = prefix + str(random.randint(0, 120)) + k[:2]
    return k


def cyclic(keys):
    return any(less(a, b) and less(b, c) and not less(a, c)
               for a, b, c in itertools.permutations(keys, 3))


def main():
    random.seed(20261126)
    sets, dropped = [], 0
    while len(sets) < 500:
        keys = list(dict.fromkeys(key() for _ in range(20)))
        if len(keys) < 20:
            continue
        if cyclic(keys):
            dropped += 1
            continue
        sets.append(keys)
    out = Path(__file__).resolve().parent.parent / "testdata/yaml-order/keys.json"
    with open(out, "w") as f:
        json.dump(sets, f, ensure_ascii=False, indent=0)
    print(f"{len(sets)} sets, {sum(map(len, sets))} keys; {dropped} sets with a cycle left out")


if __name__ == "__main__":
    main()
