# bash completion for channel-editor                              -*- shell-script -*-
#
# Installed as share/bash-completion/completions/channel-editor (loaded on demand by the
# bash-completion package), or source it by hand. Channel ids come from the program itself
# (`channel-editor list --json [--file PATH]`); when it is missing or fails, no ids are offered.

# Reads the channels file format (JSON) on stdin and prints "id<TAB>name<TAB>locked" (locked is
# 1 or 0) for each channel of the top-level list named by `want` ("mine" or "available"). Plain awk, no jq needed; the
# layout of the JSON (one line or many, key order) does not matter.
_channel_editor_json_awk='
function emit() { if (cid != "") printf "%s\t%s\t%d\n", cid, cname, clocked; cid = ""; cname = ""; clocked = 0 }
{ text = text $0 "\n" }
END {
    n = length(text); i = 1; depth = 0; inside = 0
    while (i <= n) {
        c = substr(text, i, 1)
        if (c == "\"") {
            s = ""; i++
            while (i <= n) {
                c = substr(text, i, 1)
                if (c == "\\") {
                    d = substr(text, i + 1, 1)
                    if (d == "n" || d == "t" || d == "r") s = s " "
                    else if (d == "u") { s = s "?"; i += 4 }
                    else s = s d
                    i += 2; continue
                }
                if (c == "\"") break
                s = s c; i++
            }
            i++
            j = i
            while (j <= n && substr(text, j, 1) ~ /[ \t\r\n]/) j++
            if (substr(text, j, 1) == ":") { key[depth] = s; i = j + 1; continue }
            if (inside && depth == 3) {
                if (key[3] == "id") cid = s
                else if (key[3] == "name") cname = s
            }
            continue
        }
        if (c == "{" || c == "[") {
            depth++; key[depth] = ""
            if (c == "[" && depth == 2 && key[1] == want) inside = 1
            if (c == "{" && depth == 3 && inside) { cid = ""; cname = ""; clocked = 0 }
        } else if (c == "}" || c == "]") {
            if (c == "}" && depth == 3 && inside) emit()
            if (c == "]" && depth == 2) inside = 0
            depth--
        } else if (c == "t" && substr(text, i, 4) == "true") {
            if (inside && depth == 3 && key[3] == "locked") clocked = 1
            i += 4; continue
        }
        i++
    }
}'

# _channel_editor_channels PROGRAM FILE SECTION: "id<TAB>name<TAB>locked" lines, or nothing.
_channel_editor_channels()
{
    local program=$1 file=$2 section=$3
    command -v -- "$program" >/dev/null 2>&1 || return 0
    local -a arguments=(list --json)
    [[ -n $file ]] && arguments+=(--file "$file")
    "$program" "${arguments[@]}" </dev/null 2>/dev/null |
        awk -v want="$section" "$_channel_editor_json_awk" 2>/dev/null
}

_channel_editor()
{
    local cur prev cword
    local -a words
    if declare -F _init_completion >/dev/null 2>&1; then
        # -n = keeps "--file=PATH" in one word; handled below.
        _init_completion -n = || return
    else
        # Without bash-completion: join "--file" "=" "PATH" back into one word, as
        # readline splits at "=".
        local j
        words=()
        cword=0
        for ((j = 0; j < ${#COMP_WORDS[@]}; j++)); do
            if [[ ${COMP_WORDS[j]} == "=" && ${#words[@]} -gt 0 && ${words[-1]} == --* ]]; then
                words[-1]+="="
                if ((j < COMP_CWORD)); then
                    words[-1]+=${COMP_WORDS[j + 1]}
                    ((j++))
                fi
            else
                words+=("${COMP_WORDS[j]}")
            fi
            ((j <= COMP_CWORD)) && cword=$((${#words[@]} - 1))
        done
        cur=${words[cword]}
        prev=${words[cword - 1]}
    fi

    local program=${words[0]} command= file= word i
    local -a given=()
    for ((i = 1; i < cword; i++)); do
        word=${words[i]}
        case $word in
            -f | --file)
                file=${words[i + 1]}
                ((i++))
                ;;
            --file=*) file=${word#--file=} ;;
            # The options that take a value, stepped over with it (move's --before ID counts as its target).
            --catalog | --format | --output | --svdrp | --layout | --from | --title | --mine-title | --available-title | --ok-label | --cancel-label | --min | --max) ((i++)) ;;
            -*) ;;
            *)
                if [[ -z $command ]]; then
                    command=$word
                else
                    given+=("$word")
                fi
                ;;
        esac
    done
    [[ $file == "~/"* ]] && file=$HOME/${file#"~/"}
    [[ $program == "~/"* ]] && program=$HOME/${program#"~/"}

    COMPREPLY=()
    case $prev in
        -f | --file)
            compopt -o filenames 2>/dev/null
            mapfile -t COMPREPLY < <(compgen -f -- "$cur")
            return
            ;;
        --catalog)
            # A bundled name, none, or a file (a provider's playlist for a playlist, an OPML file
            # for a newsboat urls file).
            compopt -o filenames 2>/dev/null
            mapfile -t COMPREPLY < <(compgen -W "en zh-Hans zh-Hant none" -- "$cur"; compgen -f -- "$cur")
            return
            ;;
        --format)
            if [[ $command == pick ]]; then
                mapfile -t COMPREPLY < <(compgen -W "m3u" -- "$cur")
            else
                mapfile -t COMPREPLY < <(compgen -W "json m3u newsboat enigma2 vdr" -- "$cur")
            fi
            return
            ;;
        --layout)
            mapfile -t COMPREPLY < <(compgen -W "auto grid list" -- "$cur")
            return
            ;;
        --output)
            if [[ $command == pick ]]; then
                mapfile -t COMPREPLY < <(compgen -W "lines json tsv" -- "$cur")
            elif [[ $command == list ]]; then
                mapfile -t COMPREPLY < <(compgen -W "text json m3u opml" -- "$cur")
            fi
            return
            ;;
        --title | --mine-title | --available-title | --ok-label | --cancel-label | --min | --max | --from | --svdrp)
            return
            ;;
    esac
    if [[ $cur == --file=* ]]; then
        compopt -o filenames 2>/dev/null
        local path=${cur#--file=}
        mapfile -t COMPREPLY < <(compgen -f -- "$path")
        return
    fi

    if [[ $cur == -* ]]; then
        # Where each option is taken: the uses of Sources/CommandLineKit/OptionTable.swift
        # (Tests/DocsTests/OptionDocsTests.swift compares them).
        local options
        case $command in
            "") options="--file --catalog --format --svdrp --force --print --reset --accessible --no-mouse --layout --help --version -f -h -V --buildlist --checklist --radiolist --menu --whiptail" ;;
            pick) options="--title --mine-title --available-title --ok-label --cancel-label --output --format --read0 -0 --print0 --no-fields --min --max --file -f --accessible --no-mouse --layout --help -h" ;;
            list) options="--json --output --file -f --catalog --format --svdrp --help -h" ;;
            add | remove | open | refresh | rename | group) options="--file -f --catalog --format --svdrp --force --help -h" ;;
            move) options="--before --after --file -f --catalog --format --svdrp --force --help -h" ;;
            reset) options="--file -f --format --help -h" ;;
            number) options="--from --per-group --file -f --catalog --format --svdrp --force --help -h" ;;
            *) return ;;
        esac
        mapfile -t COMPREPLY < <(compgen -W "$options" -- "$cur")
        return
    fi

    local section= movable= id name locked
    case $command in
        "")
            mapfile -t COMPREPLY < <(compgen -W "list add remove move open reset refresh rename group number pick" -- "$cur")
            return
            ;;
        add) section=available ;;
        remove) section=mine movable=1 ;;
        move)
            if ((${#given[@]} == 1)); then
                # The target: 1 .. the number of channels in My Channels, first or last.
                local count
                count=$(_channel_editor_channels "$program" "$file" mine | wc -l)
                ((count > 0)) && mapfile -t COMPREPLY < <(compgen -W "$(seq 1 "$count") first last" -- "$cur")
                return
            fi
            ((${#given[@]} == 0)) || return
            section=mine movable=1
            ;;
        open | rename | group)
            ((${#given[@]} == 0)) || return
            section=mine
            ;;
        *) return ;;
    esac

    local already
    # Locked channels cannot be removed or moved: not offered there.
    while IFS=$'\t' read -r id name locked; do
        [[ -n $id && $id == "$cur"* ]] || continue
        [[ -n $movable && $locked == 1 ]] && continue
        for already in "${given[@]}"; do
            [[ $already == "$id" ]] && continue 2
        done
        COMPREPLY+=("$(printf '%q' "$id")")
    done < <(_channel_editor_channels "$program" "$file" "$section")
}

complete -F _channel_editor channel-editor
