# YAML.load_stream of the YAML 1.0 spec examples and Ruby tags (the
# documents 1.8.7 turns into objects shown without their ivars' order)
require 'yaml'
docs = [
"- Mark McGwire\n- Sammy Sosa\n- Ken Griffey\n",
"hr:  65\navg: 0.278\nrbi: 147\n",
"american:\n  - Boston Red Sox\n  - Detroit Tigers\nnational:\n  - New York Mets\n",
"-\n  name: Mark McGwire\n  hr:   65\n-\n  name: Sammy Sosa\n  hr:   63\n",
"- [name        , hr, avg  ]\n- [Mark McGwire, 65, 0.278]\n",
"Mark McGwire: {hr: 65, avg: 0.278}\nSammy Sosa: {\n    hr: 63,\n    avg: 0.288\n  }\n",
"---\n- Mark McGwire\n- Sammy Sosa\n---\n- Chicago Cubs\n",
"---\ntime: 20:03:20\nplayer: Sammy Sosa\naction: strike (miss)\n...\n",
"---\nhr:\n  - Mark McGwire\n  # Following node labeled SS\n  - &SS Sammy Sosa\nrbi:\n  - *SS # Subsequent occurance\n  - Ken Griffey\n",
"? - Detroit Tigers\n  - Chicago cubs\n:\n  - 2001-07-23\n\n? [ New York Yankees,\n    Atlanta Braves ]\n: [ 2001-07-02, 2001-08-12,\n    2001-08-14 ]\n",
"---\n# products purchased\n- item    : Super Hoop\n  quantity: 1\n- item    : Basketball\n  quantity: 4\n",
"--- |\n  \\//||\\/||\n  // ||  ||_\n",
"---\n  Mark McGwire's\n  year was crippled\n  by a knee injury.\n",
">\n Sammy Sosa completed another\n fine season with great stats.\n\n   63 Home Runs\n   0.288 Batting Average\n\n What a year!\n",
"name: Mark McGwire\naccomplishment: >\n   Mark set a major league\n   home run record in 1998.\nstats: |\n   65 Home Runs\n   0.278 Batting Average\n",
"unicode: \"Sosa did fine.\\u263A\"\ncontrol: \"\\b1998\\t1999\\t2000\\n\"\nhexesc:  \"\\x13\\x10 is \\r\\n\"\n\nsingle: '\"Howdy!\" he cried.'\nquoted: ' # not a ''comment''.'\ntie-fighter: '|\\-*-/|'\n",
"plain:\n  This unquoted scalar\n  spans many lines.\n\nquoted: \"So does this\n  quoted scalar.\\n\"\n",
"canonical: 12345\ndecimal: +12,345\nsexagesimal: 3:25:45\noctal: 014\nhexadecimal: 0xC\n",
"canonical: 1.23015e+3\nexponential: 12.3015e+02\nsexagesimal: 20:30.15\nfixed: 1,230.15\nnegative infinity: -.inf\nnot a number: .NaN\n",
"null: ~\ntrue: y\nfalse: n\nstring: '12345'\n",
"canonical: 2001-12-15T02:59:43.1Z\niso8601: 2001-12-14t21:59:43.10-05:00\nspaced: 2001-12-14 21:59:43.10 -5\ndate: 2002-12-14\n",
"---\nnot-date: !str 2002-04-28\npicture: !binary |\n R0lGODlhDAAMAIQAAP//9/X\n 17unp5WZmZgAAAOfn515eXv\napplication specific tag: !!something |\n The semantics of the tag\n above may be different for\n different documents.\n",
"%YAML:1.0\n--- !clarkevans.com,2002/graph/^shape\n- !^circle\n  center: &ORIGIN {x: 73, y: 129}\n  radius: 7\n- !^line\n  start: *ORIGIN\n  finish: { x: 89, y: 102 }\n",
"# sets are represented as a\n# mapping where each key is\n# associated with the empty string\n--- !set\n? Mark McGwire\n? Sammy Sosa\n? Ken Griff\n",
"# ordered maps are represented as\n# a sequence of mappings, with\n# each mapping having one key\n--- !omap\n- Mark McGwire: 65\n- Sammy Sosa: 63\n- Ken Griffy: 58\n",
"--- !ruby/object:YAML::Object\nfoo: bar\n",
"a: !ruby/sym foo\nb: :bar\nc: !ruby/range 1..3\nd: !ruby/regexp /x/i\ne: !float 1\nf: !int '3'\n",
"--- !pairs\n- a: 1\n- b: 2\n",
"- &a [1, 2]\n- *a\n- &b {x: 1}\n- *b\n",
"base: &base\n  a: 1\n  b: 2\nderived:\n  <<: *base\n  b: 3\n",
"---\n- !!private foo\n- !domain.tld,2002/type bar\n- !str:MyStr baz\n",
"--- >-\n  folded\n  text\n\n",
"--- |+\n  keep\n\n",
"--- \"multi\\\n  line\"\n",
"--- 'a''b'\n",
"- 1\n- -1\n- 0\n- 1_000\n- 0b101\n- 0o17\n- 1e3\n- .5\n- 1.\n- +1\n- ~\n- null\n- Null\n- NULL\n- TRUE\n- True\n- yes\n- Yes\n- on\n- off\n- No\n- =\n- <<\n",
]
docs.each_with_index do |d, i|
  r = begin
    YAML.load_stream(d).documents.inspect
  rescue Exception => e
    "!! #{e.class}: #{e.message[0, 100]}"
  end
  puts "#{i}: #{r.gsub(/0x[0-9a-f]+/, 'X')}" unless r =~ /PrivateType|YAML::Object/
end
