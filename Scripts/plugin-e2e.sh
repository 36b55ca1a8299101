#!/usr/bin/env bash
# End-to-end test of the build and command plugins, on a temporary copy of the Samples package (whose
# dependency is pointed at this repository). Each step prints what it checks; any failed check
# stops the script with status 1. It builds the package about a dozen times, reusing one build
# folder: the first build compiles cdgen and takes a few minutes, the others seconds.
#
#   Scripts/plugin-e2e.sh            # run it (CI calls it after `swift test`)
#   KEEP=1 Scripts/plugin-e2e.sh     # keep the temporary copy for inspection
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/cdgen-plugin-e2e.XXXXXX")"
pkg="$work/Samples"
started=$SECONDS
builds=0
cleanup() { if [ "${KEEP:-0}" = 1 ]; then echo "e2e: kept $work"; else rm -rf "$work"; fi; }
trap cleanup EXIT

fail() { echo "e2e: FAIL: $*" >&2; exit 1; }
pass() { echo "   ok: $*"; }
step() { echo; echo "== e2e step $1 ($((SECONDS - started))s)"; }

# --- the package --------------------------------------------------------------------------------
mkdir -p "$pkg"
(cd "$repo/Samples" && tar --exclude=.build --exclude=.swiftpm --exclude=Package.resolved -cf - .) | (cd "$pkg" && tar -xf -)
sed -i.orig "s|.package(name: \"cdgen\", path: \"..\")|.package(name: \"cdgen\", path: \"$repo\")|" "$pkg/Package.swift"
grep -q "path: \"$repo\"" "$pkg/Package.swift" || fail "could not point Samples/Package.swift at $repo"
rm "$pkg/Package.swift.orig"

plugin_out() { echo "$pkg/.build/plugins/outputs/samples/$1Sample/destination/CDGenPlugin"; }
generated() { echo "$(plugin_out "$1")/Generated/$1/$1-xcdatamodeld"; }
cdgen="$pkg/.build/debug/cdgen-tool"

# build LOG [fail PATTERN]: runs `swift build`, keeping its output in $work/LOG.log. With
# `fail PATTERN` the build must fail, and its log must hold a line matching PATTERN (grep -E):
# a build that fails for another reason fails the test.
build() {
    builds=$((builds + 1))
    local t=$SECONDS status=0
    swift build --package-path "$pkg" >"$work/$1.log" 2>&1 || status=$?
    echo "   swift build #$builds: status $status, $((SECONDS - t))s"
    if [ "${2:-}" = fail ]; then
        [ -n "${3:-}" ] || fail "build $1: an expected failure needs the diagnostic it must print"
        [ $status -ne 0 ] || { cat "$work/$1.log"; fail "the build succeeded but should have failed"; }
        grep -Eq -- "$3" "$work/$1.log" || { cat "$work/$1.log"; fail "build #$builds failed, but without the expected diagnostic: $3"; }
    elif [ $status -ne 0 ]; then
        cat "$work/$1.log"; fail "swift build failed"
    fi
}

# The outputs SwiftPM declared for a sample's cdgen command (from its llbuild manifest), one per line.
declared() {
    grep -A3 "\"cdgen: generating $1.xcdatamodeld-" "$pkg/.build/debug.yaml" | grep '^    outputs:' \
        | sed 's/^    outputs: \[//; s/\]$//' | tr ',' '\n' | tr -d '"' | sed '/^$/d' | sort
}
# The generated files SwiftPM passed to the compiler for a sample's target.
compiled() { grep "/CDGenPlugin/Generated/" "$pkg/.build/debug/$1Sample.build/sources" | sort || true; }
names() { sed 's|.*/||' | sort; }
# "name mtime" for every generated file of a sample.
stamps() { (cd "$(generated "$1")" && find . -type f -printf '%f %T@\n' | sort); }

# Declared outputs = compiled generated files = the files `cdgen generate` writes for the model
# with the sample's cdgen.json, byte for byte.
check_equal() {
    local name=$1 expected="$work/expected/$1"
    rm -rf "$expected"
    "$cdgen" generate "$pkg/$name/$name.xcdatamodeld" --output "$expected" --config "$pkg/$name/cdgen.json" >/dev/null
    local want; want="$(ls "$expected" | sort)"
    [ "$(declared "$name" | names)" = "$want" ] || fail "$name: declared outputs $(declared "$name" | names | tr '\n' ' ') != cdgen's $(echo $want)"
    [ "$(compiled "$name" | names)" = "$want" ] || fail "$name: compiled files $(compiled "$name" | names | tr '\n' ' ') != cdgen's $(echo $want)"
    diff -r "$expected" "$(generated "$name")" >/dev/null || fail "$name: the plugin's files differ from cdgen generate's: diff -r $expected $(generated "$name")"
    pass "$name: declared = compiled = cdgen generate's $(echo "$want" | wc -l | tr -d ' ') files, byte for byte"
}
# Whether cdgen ran for a sample during a build (its summary line is in the build's output).
ran_cdgen() { grep -Eq "^cdgen: [0-9]+ files? written, [0-9]+ unchanged(, [0-9]+ removed)? in .*/$1-xcdatamodeld" "$work/$2.log"; }

chat="$pkg/Chat/Chat.xcdatamodeld/Chat.xcdatamodel/contents"
app="$pkg/Chat/ChatSample.swift"
config="$pkg/Chat/cdgen.json"

# --- 1 ------------------------------------------------------------------------------------------
step "1: swift build generates every sample's declared outputs, equal to cdgen generate's"
build b1
for name in Chat Company Orders Banking; do check_equal "$name"; done
! grep -q "unhandled" "$work/b1.log" || fail "SwiftPM warned about unhandled files: $(grep -A2 unhandled "$work/b1.log")"
pass "no 'unhandled file' warning, with and without resources: [.process(model)]"

# --- 2 ------------------------------------------------------------------------------------------
step "2: builds with nothing changed rewrite nothing; the steady state runs no generation"
for name in Chat Company Orders Banking; do stamps "$name" >"$work/stamps-$name-1"; done
sleep 1
build b2
for name in Chat Company Orders Banking; do
    stamps "$name" | diff "$work/stamps-$name-1" - >/dev/null || fail "$name: build #$builds rewrote a file"
done
pass "build #$builds rewrote no file (SwiftPM plans the first incremental build of a new build folder again and relinks cdgen, so cdgen may run: $(grep -Ec '^cdgen: 0 files written' "$work/b2.log" || true) runs, each writing nothing)"
build b3
for name in Chat Company Orders Banking; do
    if ran_cdgen "$name" b3; then fail "build #$builds ran cdgen for $name with nothing changed"; fi
done
for name in Chat Company Orders Banking; do
    stamps "$name" | diff "$work/stamps-$name-1" - >/dev/null || fail "$name: build #$builds rewrote a file"
done
pass "build #$builds ran no cdgen command and rewrote no file"

# --- 3a -----------------------------------------------------------------------------------------
step "3a: rename an attribute (Mensaje.texto -> cuerpo): only that entity's file changes"
stamps Chat >"$work/stamps-before"
sleep 1
sed -i 's/<attribute name="texto" /<attribute name="cuerpo" /' "$chat"
sed -i 's/message\.texto = text/message.cuerpo = text/' "$app"
build b4
ran_cdgen Chat b4 || fail "cdgen did not run after the model changed"
changed="$(stamps Chat | diff "$work/stamps-before" - | grep '^>' | cut -d' ' -f2 || true)"
[ "$changed" = "Mensaje+CoreDataProperties.swift" ] || fail "changed files: '$changed', expected only Mensaje+CoreDataProperties.swift"
grep -q "@NSManaged public var cuerpo: String?" "$(generated Chat)/Mensaje+CoreDataProperties.swift" || fail "the renamed attribute is not in the file"
check_equal Chat
pass "only Mensaje+CoreDataProperties.swift was rewritten; the other $(($(wc -l <"$work/stamps-before") - 1)) files kept their modification time"

# --- 3b -----------------------------------------------------------------------------------------
step "3b: add an entity whose Codegen is Manual/None, owned by cdgen through cdgen.json"
python3 - "$chat" <<'EOF'
import sys
path = sys.argv[1]
text = open(path).read()
entity = '''    <entity name="Adjunto" representedClassName="Adjunto" syncable="YES">
        <attribute name="nombre" optional="YES" attributeType="String"/>
    </entity>
'''
open(path, "w").write(text.replace("</model>", entity + "</model>"))
EOF
cat >"$config" <<'EOF'
{
  "guardWithCanImport": true,
  "entities": { "Adjunto": { "codegen": "class" } }
}
EOF
cat >>"$app" <<'EOF'

#if canImport(CoreData)
/// An attachment, from the entity the e2e test adds.
public func attachment(named name: String, in context: NSManagedObjectContext) -> Adjunto {
    let attachment = Adjunto(context: context)
    attachment.nombre = name
    return attachment
}
#endif
EOF
build b5 fail "Chat\.xcdatamodel/contents:[0-9]+:5: error: the files of model 'Chat' changed after SwiftPM planned this build \(new: Adjunto\+CoreDataClass\.swift, Adjunto\+CoreDataProperties\.swift; gone: none\); SwiftPM plans again at the next build: build again \[plugin-replan\]"
pass "build #$builds stopped with cdgen's located error: SwiftPM's native build system plans only when the package's files change, so it had declared the old outputs"
build b6
check_equal Chat
compiled Chat | grep -q "/Adjunto+CoreDataClass.swift$" || fail "Adjunto's class file is not compiled"
pass "build #$builds planned again: the Adjunto pair (Manual/None in the model, \"class\" in cdgen.json) is generated and compiled"

# --- 3c -----------------------------------------------------------------------------------------
step "3c: change the configuration (nonisolated): the files are regenerated in one build"
stamps Chat >"$work/stamps-before"
sleep 1
sed -i 's/"guardWithCanImport": true,/"guardWithCanImport": true,\n  "nonisolated": true,/' "$config"
build b7
check_equal Chat
changed="$(stamps Chat | diff "$work/stamps-before" - | grep '^>' | cut -d' ' -f2 | tr '\n' ' ' || true)"
[ "$changed" = "Adjunto+CoreDataProperties.swift Conversacion+CoreDataProperties.swift Mensaje+CoreDataProperties.swift Usuario+CoreDataProperties.swift " ] \
    || fail "changed files: $changed"
grep -q "@NSManaged nonisolated public var nombre" "$(generated Chat)/Adjunto+CoreDataProperties.swift" || fail "no nonisolated"
pass "the four properties files were regenerated with 'nonisolated'; class files and the model file kept their time"

# --- 3d -----------------------------------------------------------------------------------------
step "3d: remove the entity: its files are no longer compiled"
python3 - "$chat" "$app" <<'EOF'
import re, sys
model, app = sys.argv[1], sys.argv[2]
text = open(model).read()
open(model, "w").write(re.sub(r'    <entity name="Adjunto".*?</entity>\n', '', text, flags=re.S))
code = open(app).read()
open(app, "w").write(code[:code.index("\n#if canImport(CoreData)\n/// An attachment")] + "\n")
EOF
printf '{\n  "guardWithCanImport": true,\n  "nonisolated": true\n}\n' >"$config"
build b8 fail "gone: Adjunto\+CoreDataClass\.swift, Adjunto\+CoreDataProperties\.swift\); SwiftPM plans again"
pass "build #$builds stopped with cdgen's located error naming the files that are gone"
build b9
check_equal Chat
! compiled Chat | grep -q Adjunto || fail "Adjunto's files are still compiled"
[ ! -e "$(generated Chat)/Adjunto+CoreDataClass.swift" ] || fail "Adjunto's stale file is still in the plugin's folder"
pass "build #$builds compiles no Adjunto file, and cdgen removed the stale ones"

# --- 4 ------------------------------------------------------------------------------------------
step "4: a broken model or configuration fails the build with cdgen's located diagnostic"
cp "$chat" "$work/contents.good"
sed -i 's/destinationEntity="Mensaje" inverseName="conversacion"/destinationEntity="Mensajes" inverseName="conversacion"/' "$chat"
build b10 fail "Chat\.xcdatamodel/contents:[0-9]+:[0-9]+: error: relationship 'Conversacion.mensajes' points to 'Mensajes', which is not in the model[^[]*\[dangling-destination\]"
pass "build #$builds: $(grep -Eo 'contents:[0-9]+:[0-9]+: error: [^[]*' "$work/b10.log" | head -1 | sed 's/ *$//')"
cp "$work/contents.good" "$chat"
printf '{\n  "guardWithCanImport": yes\n}\n' >"$config"
build b11 fail "Chat/cdgen\.json:2:25: error: expected a (JSON )?value"
pass "build #$builds: $(grep -Eo 'cdgen\.json:[0-9]+:[0-9]+: error: .*' "$work/b11.log" | head -1)"

# --- 5 ------------------------------------------------------------------------------------------
step "5: the command plugin writes the files the build leaves to you, and keeps an edited class file"
printf '{\n  "guardWithCanImport": true\n}\n' >"$config"
sed -i 's/<entity name="Mensaje" representedClassName="Mensaje" syncable="YES" codeGenerationType="class">/<entity name="Mensaje" representedClassName="Mensaje" syncable="YES" codeGenerationType="category">/;
        s/<entity name="Usuario" representedClassName="Usuario" syncable="YES" codeGenerationType="class">/<entity name="Usuario" representedClassName="Usuario" syncable="YES">/' "$chat"
command_plugin() {
    swift package --package-path "$pkg" --allow-writing-to-package-directory generate-core-data-sources --target ChatSample >"$work/$1.log" 2>&1 \
        || { cat "$work/$1.log"; fail "the command plugin failed"; }
}
command_plugin p1
written="$(cd "$pkg/Chat" && ls ./*+CoreData*.swift | sed 's|^\./||' | tr '\n' ' ')"
[ "$written" = "Mensaje+CoreDataClass.swift Usuario+CoreDataClass.swift Usuario+CoreDataProperties.swift " ] || fail "the command plugin wrote: $written"
rm -rf "$work/expected/complement"
"$cdgen" generate "$pkg/Chat/Chat.xcdatamodeld" --output "$work/expected/complement" --complement --no-model-file --config "$config" >/dev/null
for name in $written; do cmp -s "$pkg/Chat/$name" "$work/expected/complement/$name" || fail "$name differs from cdgen generate --complement's"; done
pass "wrote $written(Mensaje is Category/Extension, Usuario Manual/None), equal to cdgen generate --complement's"
echo "// my code" >>"$pkg/Chat/Mensaje+CoreDataClass.swift"
command_plugin p2
grep -q "kept Mensaje+CoreDataClass.swift (edited" "$work/p2.log" || { cat "$work/p2.log"; fail "the edited class file was not reported as kept"; }
grep -q "// my code" "$pkg/Chat/Mensaje+CoreDataClass.swift" || fail "the edited class file was overwritten"
pass "a second run kept the edited Mensaje+CoreDataClass.swift"
build b12
check_equal Chat
for name in $written; do grep -q "^$pkg/Chat/$name\$" "$pkg/.build/debug/ChatSample.build/sources" || fail "$name from the sources is not compiled"; done
pass "build #$builds compiles the three files from the sources with the plugin's $(compiled Chat | wc -l | tr -d ' ')"
printf '{\n  "guardWithCanImport": true,\n  "codegen": "class"\n}\n' >"$config"
build b13 fail "error: the files of model 'Chat' changed after SwiftPM planned this build \(new: Mensaje\+CoreDataClass\.swift, [^)]*\).*\[plugin-replan\]"
build b14 fail "Chat/Mensaje\+CoreDataClass\.swift is in the target, and cdgen generates Mensaje\+CoreDataClass\.swift from Chat\.xcdatamodeld too"
pass "with \"codegen\": \"class\" cdgen would also write Mensaje's class: after the replan build, build #$builds stops with the plugin's error naming the file"

echo
echo "e2e: all steps passed: $builds builds in $((SECONDS - started))s"
