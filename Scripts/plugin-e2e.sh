#!/usr/bin/env bash
# End-to-end test of the build and command plugins, on a temporary copy of the Samples package (whose
# dependency is pointed at this repository). Each step prints what it checks; any failed check
# stops the script with status 1, and every build's exit status is checked. Each model edit (add,
# rename, switch to Manual/None or remove an entity, edit cdgen.json or a template it names, add a model) is ONE build
# with exit 0 whose compiled generated files hold exactly `cdgen generate`'s declarations; the
# build after it plans again and moves the files out of <Model>+CoreDataUnplanned.swift. It builds
# the package about twenty times, reusing one build folder: the first build compiles the plugin's
# tool and takes a minute or two, the others seconds. The last step adds the opt-in lint plugin
# to one target and makes one class drift from the model (two builds): in the binary run, whose
# bundle holds the prebuilt cdgen; the source run skips it unless LINT_SOURCE=1, since there its
# first build compiles the full cdgen and swift-syntax from source (minutes), for the same plugin,
# and checks instead (6a) that without the cdgen package's LintPlugin trait, which gives the
# plugin its tool, the plugin stops the build saying how to get one.
#
# It runs twice: with the source plugins (the cdgen package, whose tool the Samples build compiles)
# and with the plugin-only packages CDGenPlugins/ and (step 6) CDGenLintPlugins/, whose tools are
# the prebuilt artifact bundles of Scripts/artifactbundle.sh (checked up to date first); there the
# first build must compile none of cdgen's sources and download no source checker (no bundle but
# CDGenPlugins'), and every step must pass the same.
#
#   Scripts/plugin-e2e.sh                   # both (CI calls it after `swift test`)
#   PLUGINS=binary Scripts/plugin-e2e.sh    # only one: source or binary
#   KEEP=1 Scripts/plugin-e2e.sh            # keep the temporary copy for inspection
#   LINT_SOURCE=1 Scripts/plugin-e2e.sh     # the lint plugin's step in the source run too
#   SOURCE_EDITS=1 Scripts/plugin-e2e.sh    # the edit steps (2b to 4) in the source run too
#   CDGEN_PLUGINS_PACKAGE=DIR CDGEN_LINT_PLUGINS_PACKAGE=DIR Scripts/plugin-e2e.sh
#                                           # the binary run with those CDGenPlugins and CDGenLintPlugins
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
plugins="${PLUGINS:-both}"
case "$plugins" in
    both) PLUGINS=source "$0" || exit $?; exec env PLUGINS=binary "$0" ;;
    source | binary) ;;
    *) echo "e2e: PLUGINS must be source, binary or both" >&2; exit 1 ;;
esac
# The plugin-only package of the binary run: the repository's CDGenPlugins/ (its bundle a local
# folder), or CDGEN_PLUGINS_PACKAGE, a folder named CDGenPlugins: CI gives the package a release
# publishes, with its zip by path (Scripts/release.sh dry-run).
plugins_package="${CDGEN_PLUGINS_PACKAGE:-$repo/CDGenPlugins}"
lint_plugins_package="${CDGEN_LINT_PLUGINS_PACKAGE:-$repo/CDGenLintPlugins}"
work="$(mktemp -d "${TMPDIR:-/tmp}/cdgen-plugin-e2e.XXXXXX")"
pkg="$work/Samples"
started=$SECONDS
builds=0
cleanup() { if [ "${KEEP:-0}" = 1 ]; then echo "e2e: kept $work"; else rm -rf "$work"; fi; }
trap cleanup EXIT

fail() { echo "e2e ($plugins plugins): FAIL: $*" >&2; exit 1; }
pass() { echo "   ok: $*"; }
step() { echo; echo "== e2e ($plugins plugins) step $1 ($((SECONDS - started))s)"; }

# --- the package --------------------------------------------------------------------------------
mkdir -p "$pkg"
(cd "$repo/Samples" && tar --exclude=.build --exclude=.swiftpm --exclude=Package.resolved -cf - .) | (cd "$pkg" && tar -xf -)
if [ "$plugins" = source ]; then
    sed -i "s|.package(name: \"cdgen\", path: \"..\")|.package(name: \"cdgen\", path: \"$repo\")|" "$pkg/Package.swift"
else
    "$repo/Scripts/artifactbundle.sh" --check || fail "an artifact bundle is missing or stale"
    sed -i "s|.package(name: \"cdgen\", path: \"..\")|.package(path: \"$plugins_package\")|; s|package: \"cdgen\")|package: \"CDGenPlugins\")|" "$pkg/Package.swift"
    ! grep -q 'package: "cdgen"' "$pkg/Package.swift" || fail "a target of Samples/Package.swift still uses the cdgen package"
fi
grep -q "path: \"$repo[\"/]\|path: \"$plugins_package\"" "$pkg/Package.swift" || fail "could not point Samples/Package.swift at $repo"

plugin_out() { echo "$pkg/.build/plugins/outputs/samples/$1Sample/destination/CDGenPlugin"; }
# generated NAME [MODEL]: the plugin's folder for model MODEL (default NAME) of sample NAME.
generated() { echo "$(plugin_out "$1")/Generated/$1/${2:-$1}-xcdatamodeld"; }
# The CLI, to compare with (the package's plugins build only the lean cdgen-plugin-tool): $CDGEN,
# or the repository's debug build.
cdgen="${CDGEN:-}"
if [ -z "$cdgen" ]; then
    swift build --package-path "$repo" --product cdgen >/dev/null
    cdgen="$(swift build --package-path "$repo" --show-bin-path)/cdgen"
fi

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

# The outputs SwiftPM declared for a model's cdgen command (from its llbuild manifest), one per line.
declared() {
    grep -A3 "\"cdgen: generating ${2:-$1}.xcdatamodeld-" "$pkg/.build/debug.yaml" | grep '^    outputs:' \
        | sed 's/^    outputs: \[//; s/\]$//' | tr ',' '\n' | tr -d '"' | sed '/^$/d' | sort
}
# The generated files SwiftPM passed to the compiler for a sample's target (for model MODEL when given).
compiled() { grep "/CDGenPlugin/Generated/$1/${2:-}" "$pkg/.build/debug/$1Sample.build/sources" | sort || true; }
names() { sed 's|.*/||' | sort; }
# "name mtime" for every generated file of a sample.
stamps() { (cd "$(generated "$1")" && find . -type f -printf '%f %T@\n' | sort); }
# The declarations and members of Swift files, one per line: every line but comments, imports,
# #if/#endif and blank lines, sorted (a class compiled twice shows twice).
declarations() { cat "$@" | grep -vE '^ *(//|#if |#endif|(public )?import |$)' | sort; }

# check_equal NAME [MODEL]: the compiled generated files = the declared outputs, and together they
# hold exactly the declarations of the files `cdgen generate` writes for the model with the
# sample's cdgen.json, each once: the unplanned file takes the files the plan did not declare.
check_equal() {
    local name=$1 model=${2:-$1} expected="$work/expected/$1-${2:-$1}"
    rm -rf "$expected"
    "$cdgen" generate "$pkg/$name/$model.xcdatamodeld" --output "$expected" --config "$pkg/$name/cdgen.json" >/dev/null
    [ "$(declared "$name" "$model" | names)" = "$(compiled "$name" "$model" | names)" ] \
        || fail "$model: declared outputs $(declared "$name" "$model" | names | tr '\n' ' ') != compiled $(compiled "$name" "$model" | names | tr '\n' ' ')"
    # A clean build SwiftPM planned before the tool was built declares one placeholder instead.
    declared "$name" "$model" | grep -Eq "/($model\+CoreDataUnplanned|cdgen-not-planned-[^/]*)\.swift$" || fail "$model+CoreDataUnplanned.swift is not declared"
    # shellcheck disable=SC2046
    diff <(declarations "$expected"/*.swift) <(declarations $(compiled "$name" "$model")) >"$work/decl.diff" \
        || { cat "$work/decl.diff"; fail "$model: the compiled generated files do not hold cdgen generate's declarations"; }
    pass "$model: declared = compiled, together exactly cdgen generate's $(ls "$expected" | wc -l | tr -d ' ') files' declarations, each once"
}
# check_settled NAME [MODEL]: check_equal, and each file in its own declared place, byte for byte,
# with the unplanned file empty (its header only).
check_settled() {
    local name=$1 model=${2:-$1}
    check_equal "$@"
    local want; want="$( (ls "$work/expected/$name-$model"; echo "$model+CoreDataUnplanned.swift") | sort)"
    [ "$(compiled "$name" "$model" | names)" = "$want" ] || fail "$model: compiled files $(compiled "$name" "$model" | names | tr '\n' ' ') != cdgen's $(echo $want)"
    for file in "$work/expected/$name-$model"/*; do
        cmp -s "$file" "$(generated "$name" "$model")/$(basename "$file")" || fail "$model: $(basename "$file") differs from cdgen generate's"
    done
    ! grep -qv '^//\|^$' "$(generated "$name" "$model")/$model+CoreDataUnplanned.swift" || fail "$model+CoreDataUnplanned.swift is not empty"
    pass "$model: every file in its own place, byte for byte; $model+CoreDataUnplanned.swift holds only its header"
}
# Whether cdgen ran for a model during a build (its summary line is in the build's output).
ran_cdgen() { grep -Eq "^cdgen: [0-9]+ files? written, [0-9]+ unchanged(, [0-9]+ removed)? in .*/$1-xcdatamodeld" "$work/$2.log"; }
# unplanned_holds NAME CLASS: the class is compiled from the unplanned file (the plan did not know it).
unplanned_holds() { grep -q "class $2: NSManagedObject" "$(generated "$1")/$1+CoreDataUnplanned.swift" || fail "$2 is not in $1+CoreDataUnplanned.swift"; }

chat="$pkg/Chat/Chat.xcdatamodeld/Chat.xcdatamodel/contents"
app="$pkg/Chat/ChatSample.swift"
config="$pkg/Chat/cdgen.json"

# --- 1 ------------------------------------------------------------------------------------------
step "1: swift build generates every sample's declared outputs, equal to cdgen generate's"
build b1
for name in Chat Company Orders Banking; do check_equal "$name"; done
if grep -q "cdgen-not-planned" "$pkg/.build/debug.yaml"; then pass "SwiftPM planned before the tool was built: the placeholder took every file, in one build"; fi
! grep -q "unhandled" "$work/b1.log" || fail "SwiftPM warned about unhandled files: $(grep -A2 unhandled "$work/b1.log")"
pass "no 'unhandled file' warning, with and without resources: [.process(model)]"
if [ "$plugins" = binary ]; then
    # The build's commands (llbuild manifest): no compile of any file of cdgen, the bundle's tool run.
    ! grep -q "$repo/Sources/" "$pkg/.build/debug.yaml" || fail "the build compiles cdgen's sources: $(grep -o "$repo/Sources/[^\"]*" "$pkg/.build/debug.yaml" | head -3)"
    ! grep -Eq "Compiling (CDGen|cdgen)" "$work/b1.log" || fail "the build compiled a cdgen module: $(grep -E "Compiling (CDGen|cdgen)" "$work/b1.log" | head -3)"
    grep -q "cdgen-plugin-tool.artifactbundle/cdgen-plugin-tool-[^/]*/bin/cdgen-plugin-tool" "$pkg/.build/debug.yaml" \
        || fail "the build does not run the artifact bundle's cdgen-plugin-tool"
    if [ "$plugins_package" != "$repo/CDGenPlugins" ]; then
        grep -q "$pkg/.build/artifacts/[^\"]*/cdgen-plugin-tool.artifactbundle/cdgen-plugin-tool-[^/]*/bin/cdgen-plugin-tool" "$pkg/.build/debug.yaml" \
            || fail "the build does not run the tool SwiftPM took from $plugins_package's zip"
    fi
    # SwiftPM fetches every binary target of the packages a build uses: CDGenPlugins' one only.
    ! find "$pkg/.build/artifacts" -name 'cdgen.artifactbundle' | grep -q . \
        || fail "a package that uses CDGenPlugin alone downloaded the lint plugin's cdgen: $(find "$pkg/.build/artifacts" -name 'cdgen.artifactbundle')"
    pass "the clean build compiled none of cdgen's sources, ran the artifact bundle's cdgen-plugin-tool (of $plugins_package) and fetched no other bundle"
fi

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
for name in Chat Company Orders Banking; do check_settled "$name"; done

# The steps from 2b to 4 edit the models, the configuration and a template. The plugins' sources
# are the same files in both runs (CDGenPlugins/Plugins links Plugins/), and so is the tool's, and
# the binary run, whose builds go through the unplanned file just as these do, runs them all: the
# source run proves what only it has, SwiftPM building the package's own tool (1, 2, 5 and 6a).
# SOURCE_EDITS=1 runs them here too.
if [ "$plugins" = binary ] || [ "${SOURCE_EDITS:-0}" = 1 ]; then
# --- 2b -----------------------------------------------------------------------------------------
step "2b: Orders' cdgen.json renders a template: its file is compiled and used; editing the template renders it again in one build"
rendered="$(generated Orders)/OrdersEntityNames.swift"
compiled Orders | grep -q "/OrdersEntityNames\.swift$" || fail "OrdersEntityNames.swift is not compiled"
grep -q "OrdersEntityNames\.all" "$pkg/Orders/OrdersSample.swift" || fail "OrdersSample.swift does not use the rendered OrdersEntityNames"
stamps Orders >"$work/stamps-before"
sleep 1
sed -i 's|^    /// Every entity name, sorted\.|    /// How many entities the model has.\n    {{ param.accessLevel }} static let count = {{ m.entities.count }}\n\n&|' "$pkg/Orders/Templates/EntityNames.stencil"
build b3t
ran_cdgen Orders b3t || fail "cdgen did not run after the template changed"
grep -q "public static let count = 4$" "$rendered" || fail "the edited template was not rendered: $(cat "$rendered")"
changed="$(stamps Orders | diff "$work/stamps-before" - | grep '^>' | cut -d' ' -f2 || true)"
[ "$changed" = "OrdersEntityNames.swift" ] || fail "changed files: '$changed', expected only OrdersEntityNames.swift"
check_settled Orders
pass "build #$builds rendered the edited template into OrdersEntityNames.swift (only that file changed) and compiled it"

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
step "3b: add two entities (Adjunto: Manual/None owned by cdgen through cdgen.json; Etiqueta: Class Definition): one build"
python3 - "$chat" <<'EOF'
import sys
path = sys.argv[1]
text = open(path).read()
entities = '''    <entity name="Adjunto" representedClassName="Adjunto" syncable="YES">
        <attribute name="nombre" optional="YES" attributeType="String"/>
    </entity>
    <entity name="Etiqueta" representedClassName="Etiqueta" syncable="YES" codeGenerationType="class">
        <attribute name="texto" optional="YES" attributeType="String"/>
    </entity>
'''
open(path, "w").write(text.replace("</model>", entities + "</model>"))
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
build b5
check_equal Chat
unplanned_holds Chat Adjunto
unplanned_holds Chat Etiqueta
grep -q "4 files the build did not plan in Chat+CoreDataUnplanned.swift" "$work/b5.log" || fail "cdgen did not say that 4 files went into the unplanned file"
pass "build #$builds: exit 0; the new classes were compiled from Chat+CoreDataUnplanned.swift"
build b6
check_settled Chat
pass "build #$builds planned again: the Adjunto and Etiqueta pairs have their own files"

# --- 3c -----------------------------------------------------------------------------------------
step "3c: change the configuration (nonisolated): the files are regenerated in one build"
stamps Chat >"$work/stamps-before"
sleep 1
sed -i 's/"guardWithCanImport": true,/"guardWithCanImport": true,\n  "nonisolated": true,/' "$config"
build b7
check_settled Chat
changed="$(stamps Chat | diff "$work/stamps-before" - | grep '^>' | cut -d' ' -f2 | tr '\n' ' ' || true)"
[ "$changed" = "Adjunto+CoreDataProperties.swift Conversacion+CoreDataProperties.swift Etiqueta+CoreDataProperties.swift Mensaje+CoreDataProperties.swift Usuario+CoreDataProperties.swift " ] \
    || fail "changed files: $changed"
grep -q "@NSManaged nonisolated public var nombre" "$(generated Chat)/Adjunto+CoreDataProperties.swift" || fail "no nonisolated"
pass "the five properties files were regenerated with 'nonisolated'; class files and the model file kept their time"

# --- 3d -----------------------------------------------------------------------------------------
step "3d: rename a class (Adjunto's representedClassName -> Anexo): one build, no stale class"
sed -i 's/<entity name="Adjunto" representedClassName="Adjunto"/<entity name="Adjunto" representedClassName="Anexo"/' "$chat"
sed -i 's/-> Adjunto {/-> Anexo {/; s/= Adjunto(context/= Anexo(context/' "$app"
build b8
check_equal Chat
unplanned_holds Chat Anexo
! compiled Chat | xargs grep -l "class Adjunto" >/dev/null || fail "the old class Adjunto is still compiled"
pass "build #$builds: Anexo compiled from the unplanned file; Adjunto's declared files were emptied"
build b9
check_settled Chat
[ ! -e "$(generated Chat)/Adjunto+CoreDataClass.swift" ] || fail "Adjunto's stale file is still in the plugin's folder"
pass "build #$builds planned again: Anexo has its own pair, Adjunto's files are gone"

# --- 3e -----------------------------------------------------------------------------------------
step "3e: switch an entity to Manual/None (Etiqueta): one build, its classes no longer compiled"
sed -i 's/<entity name="Etiqueta" representedClassName="Etiqueta" syncable="YES" codeGenerationType="class">/<entity name="Etiqueta" representedClassName="Etiqueta" syncable="YES">/' "$chat"
build b10
check_equal Chat
! compiled Chat | xargs grep -l "class Etiqueta" >/dev/null || fail "Etiqueta is still compiled"
pass "build #$builds: Etiqueta's declared files are header-only"
build b11
check_settled Chat

# --- 3f -----------------------------------------------------------------------------------------
step "3f: edit cdgen.json so that it adds files (Etiqueta's codegen \"class\"): one build"
printf '{\n  "guardWithCanImport": true,\n  "nonisolated": true,\n  "entities": { "Adjunto": { "codegen": "class" }, "Etiqueta": { "codegen": "class" } }\n}\n' >"$config"
build b12
check_equal Chat
unplanned_holds Chat Etiqueta
build b13
check_settled Chat

# --- 3g -----------------------------------------------------------------------------------------
step "3g: remove an entity (Adjunto, class Anexo) and its code: one build"
python3 - "$chat" "$app" <<'EOF'
import re, sys
model, app = sys.argv[1], sys.argv[2]
text = open(model).read()
open(model, "w").write(re.sub(r'    <entity name="Adjunto".*?</entity>\n', '', text, flags=re.S))
code = open(app).read()
open(app, "w").write(code[:code.index("\n#if canImport(CoreData)\n/// An attachment")] + "\n")
EOF
build b14
check_equal Chat
! compiled Chat | xargs grep -l "class Anexo" >/dev/null || fail "Anexo is still compiled"
build b15
check_settled Chat
[ ! -e "$(generated Chat)/Anexo+CoreDataClass.swift" ] || fail "Anexo's stale file is still in the plugin's folder"
pass "build #$builds compiles no Anexo file, and the tool removed the stale ones"

# --- 3h -----------------------------------------------------------------------------------------
step "3h: add a second model to a target (Chat/Notas.xcdatamodeld): one build; then nothing changed runs no cdgen"
mkdir -p "$pkg/Chat/Notas.xcdatamodeld/Notas.xcdatamodel"
cat >"$pkg/Chat/Notas.xcdatamodeld/Notas.xcdatamodel/contents" <<'EOF'
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="1" systemVersion="1" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
    <entity name="Nota" representedClassName="Nota" syncable="YES" codeGenerationType="class">
        <attribute name="texto" optional="YES" attributeType="String"/>
    </entity>
</model>
EOF
build b16
check_equal Chat Notas
check_settled Chat
build b17
for model in Chat Company Orders Banking Notas; do
    if ran_cdgen "$model" b17; then fail "build #$builds ran cdgen for $model with nothing changed"; fi
done
check_settled Chat Notas
pass "build #$builds, with nothing changed, ran no cdgen command"
# Back to the three entities of the Chat sample for the steps below.
rm -rf "$pkg/Chat/Notas.xcdatamodeld"
python3 -c 'import re, sys; p = sys.argv[1]; text = open(p).read(); open(p, "w").write(re.sub(r"    <entity name=\"Etiqueta\".*?</entity>\n", "", text, flags=re.S))' "$chat"
printf '{\n  "guardWithCanImport": true,\n  "nonisolated": true\n}\n' >"$config"

# --- 3i -----------------------------------------------------------------------------------------
step "3i: switch the model to SwiftData (\"framework\": \"swiftdata\" in cdgen.json) and back: one build each"
printf '{\n  "guardWithCanImport": true,\n  "framework": "swiftdata"\n}\n' >"$config"
build b18
check_equal Chat
! compiled Chat | xargs grep -l "class Usuario: NSManagedObject" >/dev/null || fail "the Core Data class Usuario is still compiled"
pass "build #$builds: the @Model classes are compiled ($(compiled Chat | xargs grep -l "^public final class Usuario {" | sed 's|.*/||')), no Core Data class is"
build b19
check_settled Chat
printf '{\n  "guardWithCanImport": true,\n  "nonisolated": true\n}\n' >"$config"
build b20
check_equal Chat
build b21
check_settled Chat
pass "back to Core Data in one build, then each file in its own place"

# --- 4 ------------------------------------------------------------------------------------------
step "4: a broken model or configuration fails the build with cdgen's located diagnostic"
cp "$chat" "$work/contents.good"
sed -i 's/destinationEntity="Mensaje" inverseName="conversacion"/destinationEntity="Mensajes" inverseName="conversacion"/' "$chat"
build c10 fail "Chat\.xcdatamodel/contents:[0-9]+:[0-9]+: error: relationship 'Conversacion.mensajes' points to 'Mensajes', which is not in the model[^[]*\[dangling-destination\]"
pass "build #$builds: $(grep -Eo 'contents:[0-9]+:[0-9]+: error: [^[]*' "$work/c10.log" | head -1 | sed 's/ *$//')"
cp "$work/contents.good" "$chat"
printf '{\n  "guardWithCanImport": yes\n}\n' >"$config"
build c11 fail "Chat/cdgen\.json:2:25: error: expected a (JSON )?value"
pass "build #$builds: $(grep -Eo 'cdgen\.json:[0-9]+:[0-9]+: error: .*' "$work/c11.log" | head -1)"

else
    echo; echo "== e2e (source plugins) steps 2b to 4 (edits) skipped: the binary run has them (SOURCE_EDITS=1 runs them here too)"
fi

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
build c12
check_equal Chat
for name in $written; do grep -q "^$pkg/Chat/$name\$" "$pkg/.build/debug/ChatSample.build/sources" || fail "$name from the sources is not compiled"; done
pass "build #$builds compiles the three files from the sources with the plugin's $(compiled Chat | wc -l | tr -d ' ')"
printf '{\n  "guardWithCanImport": true,\n  "codegen": "class"\n}\n' >"$config"
tool_refuses="Chat\.xcdatamodel/contents:1:1: error: the target has its own (Mensaje|Usuario)\+CoreData(Class|Properties)\.swift, and cdgen now generates"
plugin_refuses="Chat/Mensaje\+CoreDataClass\.swift is in the target, and cdgen generates Mensaje\+CoreDataClass\.swift from Chat\.xcdatamodeld too"
# When SwiftPM builds on the old plan (as with the source plugins) the tool refuses first; when it
# plans this build again already (as with the binary plugins) the plugin does.
build c13 fail "$tool_refuses|$plugin_refuses"
if grep -Eq "$tool_refuses" "$work/c13.log"; then
    build c14 fail "$plugin_refuses"
    pass "with \"codegen\": \"class\" cdgen would also write Mensaje's class: the tool refuses to put it in the unplanned file, and the next build (planned again) stops with the plugin's error naming the file"
else
    pass "with \"codegen\": \"class\" cdgen would also write Mensaje's class: the build, planned again, stops with the plugin's error naming the file"
fi

# --- 6 ------------------------------------------------------------------------------------------
# add_lint_plugin TRAIT: attaches the lint plugin to ChatSample, from CDGenLintPlugins (binary run)
# or from the cdgen package, with its LintPlugin trait when TRAIT is "trait" (source run).
add_lint_plugin() {
    local owner lint_owner
    owner=$([ "$plugins" = source ] && echo cdgen || echo CDGenPlugins)
    lint_owner=$([ "$plugins" = source ] && echo cdgen || echo CDGenLintPlugins)
    cp "$work/Package.swift.plain" "$pkg/Package.swift"
    python3 - "$pkg/Package.swift" "$owner" "$lint_owner" "$lint_plugins_package" "$1" <<'EOF'
import re, sys
path, owner, lint_owner, lint_package, trait = sys.argv[1:]
text = open(path).read()
plain = f'plugins: [.plugin(name: "CDGenPlugin", package: "{owner}")]'
assert plain in text, plain
lint = f'plugins: [.plugin(name: "CDGenPlugin", package: "{owner}"), .plugin(name: "CDGenLintPlugin", package: "{lint_owner}")]'
text = text.replace(plain, lint, 1)
if lint_owner != owner:
    dependency = "    dependencies: [\n"
    assert dependency in text, dependency
    text = text.replace(dependency, dependency + f'        .package(path: "{lint_package}"),\n', 1)
elif trait == "trait":
    # From source the lint plugin's tool comes with the cdgen package's LintPlugin trait
    # (a manifest of tools version 6.1 or later names traits).
    source = re.search(r'\.package\(name: "cdgen", path: "[^"]*"', text)
    assert source, "the cdgen dependency"
    text = text[:source.end()] + ', traits: ["LintPlugin"]' + text[source.end():]
    text = re.sub(r"^// swift-tools-version:6\.0", "// swift-tools-version:6.1", text)
open(path, "w").write(text)
EOF
}
cp "$pkg/Package.swift" "$work/Package.swift.plain"
printf '{\n  "guardWithCanImport": true\n}\n' >"$config"
if [ "$plugins" = source ]; then
    # Without the trait the cdgen package builds no cdgen for the plugin (no second swift-syntax
    # in every build of the package): the plugin stops the build, saying how to get one.
    step "6a: the cdgen package's lint plugin without the LintPlugin trait stops the build, naming the trait and CDGenLintPlugins"
    add_lint_plugin none
    build l0 fail "CDGenLintPlugin has no cdgen to run: with the cdgen package, enable its LintPlugin trait.*CDGenLintPlugins"
    pass "build #$builds: $(grep -Eo 'CDGenLintPlugin has no cdgen to run: [^,]*' "$work/l0.log" | head -1)"
    cp "$work/Package.swift.plain" "$pkg/Package.swift"
fi
if [ "$plugins" = binary ] || [ "${LINT_SOURCE:-0}" = 1 ]; then
    step "6: the opt-in lint plugin checks the target's hand-written classes; a drift fails the build at its line"
    add_lint_plugin trait
    build l1
    stamp="$(find "$pkg/.build/plugins/outputs/samples/ChatSample" -name 'Chat_2FChat-xcdatamodeld+CDGenLint.swift' | head -1)"
    [ -n "$stamp" ] && grep -Eq "^// cdgen lint: 0 errors, [0-9]+ warnings? in $pkg/Chat/Chat.xcdatamodeld$" "$stamp" || fail "the lint plugin's stamp file is missing or not clean: ${stamp:-none}"
    if [ "$plugins" = binary ]; then
        ! grep -Eq "Compiling (CDGen|cdgen|SwiftSyntax|SwiftParser)" "$work/l1.log" || fail "the lint plugin compiled cdgen or swift-syntax: $(grep -E "Compiling (CDGen|cdgen|Swift)" "$work/l1.log" | head -3)"
        grep -q "cdgen.artifactbundle/cdgen-[^/]*/bin/cdgen\"" "$pkg/.build/debug.yaml" || fail "the build does not run the lint bundle's cdgen"
    fi
    pass "build #$builds: the lint plugin checked Usuario's and Mensaje's hand-written files against the model: $(cat "$stamp" | sed 's|^// ||; s| in .*||')"
    properties="$pkg/Chat/Usuario+CoreDataProperties.swift"
    sed -i 's/@NSManaged public var login: String?/@NSManaged public var username: String?/' "$properties"
    line=$(grep -n "var username: String?" "$properties" | cut -d: -f1)
    [ -n "$line" ] || fail "could not make the drift in $properties"
    build l2 fail "$(printf '%s' "$properties" | sed 's/[.+]/\\&/g'):$line:[0-9]+: error: .*'username'.*\[source-unknown-property\]"
    pass "build #$builds failed at $(grep -Eo "Usuario\+CoreDataProperties\.swift:$line:[0-9]+: error: [^[]*" "$work/l2.log" | head -1 | sed 's/ *$//')"
else
    echo; echo "== e2e (source plugins) step 6 (the lint plugin) skipped: the binary run has it (LINT_SOURCE=1 runs it here too)"
fi

echo
echo "e2e: all steps passed: $builds builds in $((SECONDS - started))s"
