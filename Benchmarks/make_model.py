#!/usr/bin/env python3
"""Writes a synthetic, realistic Core Data model bundle for the cdgen benchmark.

Deterministic: the same entity count always gives the same bytes (fixed seed, no clock, no
environment). Each entity has 10-20 attributes of mixed types (weighted like the shared corpus:
mostly String, Integer 64, Boolean, Date), to-one relationships with to-many inverses (some
ordered), and here and there a parent entity, userInfo, uniqueness constraints and fetch indexes.
Most entities use codegen Class Definition, some Category/Extension, a few Manual/None.

    python3 Benchmarks/make_model.py 1000 /tmp/bench   # → /tmp/bench/Bench1000.xcdatamodeld
"""
import os
import random
import sys
from xml.sax.saxutils import quoteattr

WORDS = ("account address album artist asset attachment author badge basket batch booking brand "
         "budget calendar campaign card cart category channel chapter client comment company "
         "contact contract course coupon customer delivery device document draft employee event "
         "expense feed folder friend game goal group invoice issue item journal label lesson "
         "location login measure media member message milestone note notification offer order "
         "package page payment photo place playlist post price product profile project purchase "
         "question quote rating receipt recipe record reminder report review reward room route "
         "schedule score season session setting shipment shop skill song source station story "
         "subscription supplier survey tag task team template thread ticket timer track trip "
         "upload user vehicle vendor venue video visit wallet warehouse workout").split()

# (type, weight, extra XML attributes) — weights follow the corpus's attribute-type counts.
TYPES = [
    ("String", 30, ""),
    ("Integer 64", 12, ' defaultValueString="0" usesScalarValueType="YES"'),
    ("Boolean", 6, ' defaultValueString="NO" usesScalarValueType="YES"'),
    ("Date", 4, ' usesScalarValueType="NO"'),
    ("Double", 3, ' defaultValueString="0.0" usesScalarValueType="YES"'),
    ("Decimal", 2, ' defaultValueString="0.0"'),
    ("Transformable", 2, ' valueTransformerName="NSSecureUnarchiveFromData" customClassName="[String]"'),
    ("Binary", 1, ' allowsExternalBinaryDataStorage="YES"'),
    ("Integer 32", 1, ' defaultValueString="0" usesScalarValueType="YES"'),
    ("Integer 16", 1, ' minValueString="0" maxValueString="100" defaultValueString="0" usesScalarValueType="YES"'),
    ("UUID", 1, ' usesScalarValueType="NO"'),
    ("URI", 1, ""),
    ("Float", 1, ' defaultValueString="0.0" usesScalarValueType="YES"'),
]
SUFFIXES = "id name title summary details status kind code count total amount rank flag enabled " \
           "createdAt updatedAt deletedAt startDate endDate notes color icon url value weight " \
           "position version source payload uuid score level owner".split()
HEADER = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" '
          'lastSavedToolsVersion="23605" systemVersion="24A335" minimumToolsVersion="Automatic" '
          'sourceLanguage="Swift" userDefinedModelVersionIdentifier="">\n')


def camel(*parts):
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def make_entities(count, rng):
    entities = []
    for index in range(count):
        first = rng.choice(WORDS)
        name = camel(first[:1].upper() + first[1:], rng.choice(WORDS)) + str(index)
        entities.append({"name": name, "attributes": [], "relationships": [], "parent": None})
    entities_by_name = {e["name"]: e for e in entities}
    for index, entity in enumerate(entities):
        # About one entity in eight is a subentity of an earlier root entity.
        if index > 0 and rng.random() < 0.125:
            parent = entities[rng.randrange(index)]
            if parent["parent"] is None:
                entity["parent"] = parent["name"]
        # A subentity shares its parent's set of names: it may not redeclare an inherited property.
        entity["taken"] = entities_by_name[entity["parent"]]["taken"] if entity["parent"] else set()
        taken = entity["taken"]
        for _ in range(rng.randint(10, 20)):
            attr = camel(rng.choice(WORDS), rng.choice(SUFFIXES))
            if attr in taken:
                continue
            taken.add(attr)
            type_name, _, extra = rng.choices(TYPES, weights=[t[1] for t in TYPES])[0]
            optional = rng.random() < 0.6
            entity["attributes"].append((attr, type_name, extra, optional, rng.random() < 0.04))
    # Relationships: each entity points to 1-3 others (to-one), each with a to-many inverse.
    for index, entity in enumerate(entities):
        for k in range(rng.randint(1, 3) if count > 1 else 0):
            other = entities[rng.randrange(count)]
            forward = camel(other["name"][0].lower() + other["name"][1:], "ref") + str(k)
            backward = camel(entity["name"][0].lower() + entity["name"][1:], "items") + str(k)
            if forward in entity["taken"] or backward in other["taken"]:
                continue
            entity["taken"].add(forward)
            other["taken"].add(backward)
            ordered = rng.random() < 0.25
            entity["relationships"].append((forward, other["name"], backward, False, False))
            other["relationships"].append((backward, entity["name"], forward, True, ordered))
    return entities


def entity_xml(entity, rng):
    codegen = rng.choices(["class", "category", None], weights=[85, 10, 5])[0]
    head = f'    <entity name="{entity["name"]}" representedClassName="{entity["name"]}"'
    if entity["parent"]:
        head += f' parentEntity="{entity["parent"]}"'
    head += ' syncable="YES"' + (f' codeGenerationType="{codegen}"' if codegen else "") + ">\n"
    lines = [head]
    # As Xcode saves: attributes by name, then relationships by name.
    props = sorted(("a",) + a for a in entity["attributes"]) + sorted(("r",) + r for r in entity["relationships"])
    for prop in props:
        if prop[0] == "a":
            _, name, type_name, extra, optional, info = prop
            opt = ' optional="YES"' if optional else ""
            line = f'        <attribute name="{name}"{opt} attributeType="{type_name}"{extra}'
            if info:
                lines.append(line + ">\n            <userInfo>\n"
                             f'                <entry key="note" value={quoteattr("keep " + name + " & co")}/>\n'
                             "            </userInfo>\n        </attribute>\n")
            else:
                lines.append(line + "/>\n")
        else:
            _, name, dest, inverse, to_many, ordered = prop
            kind = ' toMany="YES"' if to_many else ' maxCount="1"'
            kind += ' ordered="YES"' if ordered else ""
            rule = "Cascade" if to_many and rng.random() < 0.3 else "Nullify"
            lines.append(f'        <relationship name="{name}" optional="YES"{kind} deletionRule="{rule}" '
                         f'destinationEntity="{dest}" inverseName="{inverse}" inverseEntity="{dest}"/>\n')
    strings = [a[0] for a in entity["attributes"] if a[1] == "String"]
    if strings and rng.random() < 0.2:
        lines.append("        <uniquenessConstraints>\n            <uniquenessConstraint>\n"
                     f'                <constraint value="{strings[0]}"/>\n'
                     "            </uniquenessConstraint>\n        </uniquenessConstraints>\n")
    if strings and rng.random() < 0.1:
        lines.append(f'        <fetchIndex name="by{strings[-1][:1].upper()}{strings[-1][1:]}Index">\n'
                     f'            <fetchIndexElement property="{strings[-1]}" type="Binary" order="ascending"/>\n'
                     "        </fetchIndex>\n")
    if rng.random() < 0.1:
        lines.append('        <userInfo>\n            <entry key="owner" value="team-'
                     f'{rng.randrange(10)}"/>\n        </userInfo>\n')
    lines.append("    </entity>\n")
    return "".join(lines)


def model_text(count, seed=20240608):
    rng = random.Random(seed + count)
    entities = make_entities(count, rng)
    return HEADER + "".join(entity_xml(e, rng) for e in entities) + "</model>"


def write_bundle(count, folder):
    """Writes `<folder>/Bench<count>.xcdatamodeld` and returns its path and its contents' size."""
    name = f"Bench{count}"
    bundle = os.path.join(folder, name + ".xcdatamodeld")
    version = os.path.join(bundle, name + ".xcdatamodel")
    os.makedirs(version, exist_ok=True)
    data = model_text(count).encode("utf-8")
    with open(os.path.join(version, "contents"), "wb") as f:
        f.write(data)
    with open(os.path.join(bundle, ".xccurrentversion"), "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
                '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n'
                f"\t<key>_XCCurrentVersionName</key>\n\t<string>{name}.xcdatamodel</string>\n</dict>\n</plist>\n")
    return bundle, len(data)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: make_model.py <entity count> <folder>")
    path, size = write_bundle(int(sys.argv[1]), sys.argv[2])
    print(f"{path} ({size} bytes)")
