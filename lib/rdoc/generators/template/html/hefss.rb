# rdoc/generators/template/html/hefss.rb - the hefss look of the HTML
# output (rdoc --template hefss): kilmer's frames and title rows in
# grey, its lists named as in Fortran ("Subroutines and Functions",
# "Uses"), and only what a whole file or class has: no per-section
# attributes, classes or method details.
require 'rdoc/generators/template/html/kilmer'

module RDoc
  module Page
    # the kilmer page name with its text changed by each pair of edits
    def self.hefss_page(name, *edits)
      text = const_get(name).dup
      edits.each_slice(2) { |from, to| text.sub!(from, to) or raise "hefss: #{name}: #{from.inspect}" }
      remove_const(name)
      const_set(name, text)
    end

    remove_const(:STYLE)
    STYLE = <<'CSS'

body,p { font-family: %fonts%; 
       color: #000040; background: #BBBBBB;
}

td { font-family: %fonts%; 
       color: #000040;
}

.attr-rw { font-size: small; color: #444488 }

.title-row {color:      #eeeeff;
	    background: #BBBBDD;
}

.big-title-font { color: white;
                  font-family: %fonts%;
                  font-size: large; 
                  height: 50px}

.small-title-font { color: purple;
                    font-family: %fonts%;
                    font-size: small; }

.aqua { color: purple }

.method-name, attr-name {
      font-family: monospace; font-weight: bold;
}

.tablesubtitle {
   width: 100%;
   margin-top: 1ex;
   margin-bottom: .5ex;
   padding: 5px 0px 5px 20px;
   font-size: large;
   color: purple;
   background: #BBBBCC;
}

.tablesubsubtitle {
   width: 100%;
   margin-top: 1ex;
   margin-bottom: .5ex;
   padding: 5px 0px 5px 20px;
   font-size: medium;
   color: white;
   background: #BBBBCC;
}

.name-list {
  font-family: monospace;
  margin-left: 40px;
  margin-bottom: 2ex;
  line-height: 140%;
}

.description {
  margin-left: 40px;
  margin-bottom: 2ex;
  line-height: 140%;
}

.methodtitle {
  font-size: medium;
  text_decoration: none;
  padding: 3px 3px 3px 20px;
  color: #0000AA;
}

.column-title {
  font-size: medium;
  font-weight: bold;
  text_decoration: none;
  padding: 3px 3px 3px 20px;
  color: #3333CC;
  }

.variable-name {
  font-family: monospace;
  font-size: medium;
  text_decoration: none;
  padding: 3px 3px 3px 20px;
  color: #0000AA;
}

.row-name {
  font-size: medium;
  font-weight: medium;
  font-family: monospace;
  text_decoration: none;
  padding: 3px 3px 3px 20px;
}

.paramsig {
   font-size: small;
}

.srcbut { float: right }
CSS
    STYLE.gsub!(/%fonts%/, FONTS)

    hefss_page(:BODY, '<body bgcolor="white">', '<body bgcolor="#BBBBBB">')

    remove_const(:METHOD_LIST)
    METHOD_LIST = <<'HTML'

IF:description
<div class="description">%description%</div>
ENDIF:description

IF:requires
<table cellpadding="5" width="100%">
<tr><td class="tablesubtitle">Required files</td></tr>
</table><br />
<div class="name-list">
START:requires
HREF:aref:name:
END:requires
ENDIF:requires
</div>

IF:methods
<table cellpadding="5" width="100%">
<tr><td class="tablesubtitle">Subroutines and Functions</td></tr>
</table><br />
<div class="name-list">
START:methods
HREF:aref:name:,
END:methods
</div>
ENDIF:methods



  
IF:includes
<div class="tablesubsubtitle">Uses</div><br />
<div class="name-list">
START:includes
    <span class="method-name">HREF:aref:name:</span>
END:includes
</div>
ENDIF:includes

  <!-- method descriptions -->
HTML

    # the short class names come before the long ones in the source
    # pages' style
    hefss_page(:SRC_PAGE, /^((?:\.ruby.*\n)+)((?:  \..*\n)+)/, '\2\1',
               '<body bgcolor="white">', '<body bgcolor="#BBBBBB">')

    hefss_page(:INDEX_PAGE, "<style>", '<style type="text/css">',
               "#ddddff", "#bbbbbb", "#0000aa", "#bbbbcc")
    [:FILE_INDEX, :CLASS_INDEX, :METHOD_INDEX].each { |n| remove_const(n); const_set(n, INDEX_PAGE) }

    # (the source frame even with --inline-source)
    hefss_page(:INDEX, /^IF:inline_source\n.*\nENDIF:inline_source\nIFNOT:inline_source\n/, "",
               /^ENDIF:inline_source\n/, "", '"Classes"', '"Modules"', '"Methods"', '"Subroutines and Functions"',
               '<body bgcolor="white">', '<body bgcolor="#BBBBBB">')
    hefss_page(:BLANK, '"white"', '"#BBBBBB"')
  end
end
