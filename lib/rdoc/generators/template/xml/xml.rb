# rdoc/generators/template/xml/xml.rb - the XML of --fmt xml
module RDoc
  module Page
    ONE_PAGE = <<XML
<?xml version="1.0" encoding="utf-8"?>
<rdoc>
<file-list>
START:files
  <file name="%short_name%" id="%href%">
    <file-info>
      <path>%full_path%</path>
      <dtm-modified>%dtm_modified%</dtm-modified>
    </file-info>

IF:description
    <description>
%description%
    </description>
ENDIF:description
    <contents>
IF:requires
      <required-file-list>
START:requires
         <required-file name="%name%"
IF:aref
                        href="%aref%"
ENDIF:aref
         />
END:requires
      </required-file-list>
ENDIF:requires
IF:includes
      <included-module-list>
START:includes
        <included-module name="%name%"
IF:aref
                         href="%aref%"
ENDIF:aref
        />
END:includes
      </included-module-list>
ENDIF:includes
     </contents>

  </file>
END:files
</file-list>
<class-module-list>
START:classes
  <%classmod% name="%full_name%" id="%full_name%">
    <classmod-info>
      <infiles>      
START:infiles
        <infile><a href="#%href%">%full_path%</a></infile>
END:infiles
      </infiles>
IF:superclass
     <superclass>%superclass%</superclass>
ENDIF:superclass
    </classmod-info>

IF:description
    <description>
%description%
    </description>
ENDIF:description
    <contents>
IF:includes
      <included-module-list>
START:includes
        <included-module name="%name%"
IF:aref
                         href="%aref%"
ENDIF:aref
        />
END:includes
      </included-module-list>
ENDIF:includes
     </contents>

  </%classmod%>
END:classes
</class-module-list>
</rdoc>
XML
  end
end
