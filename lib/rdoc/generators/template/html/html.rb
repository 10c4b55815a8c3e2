# rdoc/generators/template/html/html.rb - the default HTML template: the
# pages of the HTML generator (see rdoc/template.rb for the syntax).
module RDoc
  module Page

    FONTS = "Verdana, Arial, Helvetica, sans-serif"

    STYLE = <<CSS
body { font-family: #{FONTS}; font-size: 90%; margin: 0; background: white; color: black; }
a { color: #036; }
a:hover { background: #036; color: white; }
h1 { font-size: 150%; }
h2, h3.section-bar { font-size: 120%; background: #dde; padding: 2px 6px; }
pre { background: #eef; padding: 0.5em; overflow: auto; }
#header, #classHeader, #fileHeader { background: #036; color: white; padding: 0.5em 1em; }
#header a, #classHeader a, #fileHeader a { color: #fd0; }
#bodyContent { margin: 1em; }
.method-detail { margin: 1em 0; border-top: 1px dotted #ccc; }
.method-heading { font-weight: bold; }
.method-args { font-style: italic; }
.method-description { margin-left: 2em; }
.name-list { margin-left: 1em; }
#index a { display: block; }
.ruby-keyword, .ruby-constant { color: #800; font-weight: bold; }
.ruby-identifier { color: #000; }
.ruby-ivar { color: #055; }
.ruby-value, .ruby-node { color: #060; }
.ruby-regexp { color: #a0a; }
.ruby-comment { color: #888; font-style: italic; }
.ruby-operator { color: #00a; }
CSS

    XHTML_HEAD = <<HTML
<?xml version="1.0" encoding="%charset%"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"
  "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head>
  <title>%title%</title>
  <meta http-equiv="Content-Type" content="text/html; charset=%charset%" />
  <link rel="stylesheet" href="%style_url%" type="text/css" media="screen" />
HTML

    FILE_PAGE = XHTML_HEAD + <<HTML
</head>
<body>
<div id="fileHeader">
  <h1>%short_name%</h1>
  <p><strong>Path:</strong> %full_path%<br />
  <strong>Last Update:</strong> %dtm_modified%</p>
</div>
<div id="bodyContent">
<div id="description">
%description%
</div>
IF:requires
<div id="requires">
  <h3 class="section-bar">Required files</h3>
START:requires
  %name%&nbsp;&nbsp;
END:requires
</div>
ENDIF:requires
</div>
</body>
</html>
HTML

    CLASS_PAGE = XHTML_HEAD + <<HTML
  <script type="text/javascript">
  // <![CDATA[
  function popupCode(url) {
    window.open(url, "Code", "resizable=yes,scrollbars=yes,toolbar=no,status=no,height=150,width=400")
  }
  // ]]>
  </script>
</head>
<body>
<div id="classHeader">
  <h1>%classmod% %full_name%</h1>
  <p><strong>In:</strong>
START:infiles
  <a href="%full_path_url%">%full_path%</a>
END:infiles
  </p>
IF:parent
  <p><strong>Parent:</strong> HREF:par_url:parent:</p>
ENDIF:parent
</div>
<div id="bodyContent">
<div id="description">
%description%
</div>
IF:methods
<div id="method-list">
  <h3 class="section-bar">Methods</h3>
  <div class="name-list">
START:methods
    <a href="%aref%">%name%</a>&nbsp;&nbsp;
END:methods
  </div>
</div>
ENDIF:methods
IF:includes
<div id="includes">
  <h3 class="section-bar">Included Modules</h3>
START:includes
  <span class="include-name">%name%</span>
END:includes
</div>
ENDIF:includes
IF:classlist
<div id="class-list">
  <h3 class="section-bar">Classes and Modules</h3>
START:classlist
  %type% <a href="%href%">%name%</a><br />
END:classlist
</div>
ENDIF:classlist
IF:constants
<div id="constants-list">
  <h3 class="section-bar">Constants</h3>
  <table summary="Constants">
START:constants
  <tr><td class="context-item-name">%name%</td><td>=</td><td class="context-item-value">%value%</td>
    <td class="context-item-desc">%desc%</td></tr>
END:constants
  </table>
</div>
ENDIF:constants
IF:attributes
<div id="attribute-list">
  <h3 class="section-bar">Attributes</h3>
  <table summary="Attributes">
START:attributes
  <tr><td class="context-item-name">%name%</td><td class="context-item-value">[%rw%]</td>
    <td class="context-item-desc">%a_desc%</td></tr>
END:attributes
  </table>
</div>
ENDIF:attributes
<div id="methods">
START:method_list
  <h3 class="section-bar">%category% %type% methods</h3>
START:methods
  <div id="method-%aref%" class="method-detail">
    <a name="%aref%"></a>
    <div class="method-heading">
IF:codeurl
      <a href="%codeurl%" target="Code" class="method-signature" onclick="popupCode('%codeurl%');return false;">
ENDIF:codeurl
IF:callseq
      <span class="method-name">%callseq%</span>
ENDIF:callseq
IFNOT:callseq
      <span class="method-name">%name%</span><span class="method-args">%params%</span>
ENDIF:callseq
IF:codeurl
      </a>
ENDIF:codeurl
    </div>
    <div class="method-description">
%m_desc%
IF:sourcecode
      <pre>%sourcecode%</pre>
ENDIF:sourcecode
    </div>
  </div>
END:methods
END:method_list
</div>
</div>
</body>
</html>
HTML

    SRC_PAGE = XHTML_HEAD + <<HTML
</head>
<body class="standalone-code">
  <pre>%code%</pre>
</body>
</html>
HTML

    INDEX_PAGE = XHTML_HEAD + <<HTML
  <base target="docwin" />
</head>
<body>
<div id="index">
  <h1 class="section-bar">%list_title%</h1>
  <div id="index-entries">
START:entries
    <a href="%href%">%name%</a><br />
END:entries
  </div>
</div>
</body>
</html>
HTML

    FRAMESET = <<HTML
<?xml version="1.0" encoding="%charset%"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Frameset//EN"
  "http://www.w3.org/TR/xhtml1/DTD/xhtml1-frameset.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head>
  <title>%title%</title>
  <meta http-equiv="Content-Type" content="text/html; charset=%charset%" />
</head>
<frameset rows="20%, 80%">
  <frameset cols="25%,35%,45%">
    <frame src="fr_file_index.html" title="Files" name="Files" />
    <frame src="fr_class_index.html" name="Classes" />
    <frame src="fr_method_index.html" name="Methods" />
  </frameset>
  <frame src="%initial_page%" name="docwin" />
</frameset>
</html>
HTML
  end
end
