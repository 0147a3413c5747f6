; program foreach_reads_other_list, _foreach_add.self[0]: self-aliasing (_foreach_add reads arg0_1 vs _foreach_add self[0]=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r230_byte () Int)
(declare-fun r230_0 () Int)
(declare-fun byte () Int)
(declare-fun w231_byte () Int)
(declare-fun w231_0 () Int)
(assert
 (let (($x22 (= byte (+ (+ 0 (* 4 (+ 0 (* r230_0 1)))) r230_byte))))
 (and (and (>= r230_0 0) (< r230_0 4)) (and (>= r230_byte 0) (< r230_byte 4)) $x22)))
(assert
 (let (($x192 (= byte (+ (+ 0 (* 4 (+ 0 (* w231_0 1)))) w231_byte))))
(and (and (>= w231_0 0) (< w231_0 4)) (and (>= w231_byte 0) (< w231_byte 4)) $x192)))
(check-sat)
