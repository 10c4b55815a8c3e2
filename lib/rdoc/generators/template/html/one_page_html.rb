# rdoc/generators/template/html/one_page_html.rb - the page of --one-file
module RDoc
  module Page
    # what the page shows of each file and class
    CONTENTS_XML = <<HTML
IF:description
%description%
ENDIF:description

IF:requires
<h4>Requires:</h4>
<ul>
START:requires
<li>HREF:aref:name:</li>
END:requires
</ul>
ENDIF:requires


IF:includes
<h4>Includes</h4>
<ul>
START:includes
<li>HREF:aref:name:</li>
END:includes
</ul>
ENDIF:includes


HTML

    # (the blank lines are where 1.8.7's page has them)
    ONE_PAGE = <<HTML

<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
  <title>%title%</title>
  <meta http-equiv="Content-Type" content="text/html; charset=%charset%" />
</head>
<body>
START:files
<h2>File: %short_name%</h2>
<table>
  <tr><td>Path:</td><td>%full_path%</td></tr>
  <tr><td>Modified:</td><td>%dtm_modified%</td></tr>
</table>

#{CONTENTS_XML}END:files

<h2>Classes</h2>
START:classes
IF:superclass
<h3>%classmod% %full_name% &lt; %superclass%</h3>
ENDIF:superclass
IFNOT:superclass
<h3>%classmod% %full_name%</h3>
ENDIF:superclass

(in files
START:infiles
<a href="#%href%">%full_path%</a>
END:infiles
)

#{CONTENTS_XML}END:classes
</body>
</html>
HTML
  end
end
