# rdoc/generators/template/xml/rdf.rb - the RDF of --fmt xml --template rdf
module RDoc
  module Page
    # (blank lines and indents as in 1.8.7's output)
    ONE_PAGE = <<XML
<?xml version="1.0" encoding="utf-8"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
        xmlns="http://pragprog.com/rdoc/rdoc.rdf#"
        xmlns:rd="http://pragprog.com/rdoc/rdoc.rdf#">

<!-- RDoc -->
START:files
  <rd:File rd:name="%short_name%" rd:id="%href%">
      <path>%full_path%</path>
      <dtm-modified>%dtm_modified%</dtm-modified>

IF:description
    <description rd:parseType="Literal">
%description%
    </description>
ENDIF:description

IF:requires
START:requires
         <rd:required-file rd:name="%name%" />
END:requires
ENDIF:requires


IF:includes
      <IncludedModuleList>
START:includes
        <included-module rd:name="%name%"  />
END:includes
      </IncludedModuleList>
ENDIF:includes

     <!-- end method list -->

  </rd:File>
END:files
START:classes
  <%classmod% rd:name="%full_name%" rd:id="%full_name%">
    <classmod-info>
      <InFiles>
START:infiles
        <infile>
          <File rd:name="%full_path%"
                rdf:about="#%href%"
           />
         </infile>
END:infiles
      </InFiles>
IF:superclass
     <superclass>%superclass%</superclass>
ENDIF:superclass
    </classmod-info>

IF:description
    <description rd:parseType="Literal">
%description%
    </description>
ENDIF:description



IF:includes
      <IncludedModuleList>
START:includes
        <included-module rd:name="%name%"  />
END:includes
      </IncludedModuleList>
ENDIF:includes

     <!-- end method list -->

  </%classmod%>
END:classes
<!-- /RDoc -->
</rdf:RDF>
XML
  end
end
