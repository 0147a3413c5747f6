; program layernorm_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r569_byte () Int)
(declare-fun r569_1 () Int)
(declare-fun r569_0 () Int)
(declare-fun byte () Int)
(declare-fun w570_byte () Int)
(declare-fun w570_1 () Int)
(declare-fun w570_0 () Int)
(assert
 (let ((?x432 (+ 0 (* 4 (+ 0 (+ (* r569_0 16) (* r569_1 1)))))))
 (and (and (>= r569_0 0) (< r569_0 8)) (and (>= r569_1 0) (< r569_1 16)) (and (>= r569_byte 0) (< r569_byte 4)) (= byte (+ ?x432 r569_byte)))))
(assert
 (let ((?x286 (+ 0 (* 4 (+ 0 (+ (* w570_0 16) (* w570_1 1)))))))
 (and (and (>= w570_0 0) (< w570_0 8)) (and (>= w570_1 0) (< w570_1 16)) (and (>= w570_byte 0) (< w570_byte 4)) (= byte (+ ?x286 w570_byte)))))
(assert
 (let (($x287 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x148 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x257 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x148 $x287)))
(or (or false) (not $x257))))))
(check-sat)
