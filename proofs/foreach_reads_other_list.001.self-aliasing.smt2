; program foreach_reads_other_list, _foreach_add.self[1]: self-aliasing (_foreach_add reads arg1_1 vs _foreach_add self[1]=arg1_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r232_byte () Int)
(declare-fun r232_0 () Int)
(declare-fun byte () Int)
(declare-fun w233_byte () Int)
(declare-fun w233_0 () Int)
(assert
 (let (($x255 (= byte (+ (+ 0 (* 4 (+ 0 (* r232_0 1)))) r232_byte))))
 (and (and (>= r232_0 0) (< r232_0 4)) (and (>= r232_byte 0) (< r232_byte 4)) $x255)))
(assert
 (let (($x22 (= byte (+ (+ 0 (* 4 (+ 0 (* w233_0 1)))) w233_byte))))
(and (and (>= w233_0 0) (< w233_0 4)) (and (>= w233_byte 0) (< w233_byte 4)) $x22)))
(check-sat)
