; program quantize_into_out, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r390_byte () Int)
(declare-fun r390_1 () Int)
(declare-fun r390_0 () Int)
(declare-fun byte () Int)
(declare-fun w391_byte () Int)
(declare-fun w391_1 () Int)
(declare-fun w391_0 () Int)
(assert
 (let ((?x774 (+ 0 (* 1 (+ 0 (+ (* r390_0 16) (* r390_1 1)))))))
 (and (and (>= r390_0 0) (< r390_0 8)) (and (>= r390_1 0) (< r390_1 16)) (and (>= r390_byte 0) (< r390_byte 1)) (= byte (+ ?x774 r390_byte)))))
(assert
 (let ((?x2211 (+ 0 (* 1 (+ 0 (+ (* w391_0 16) (* w391_1 1)))))))
 (and (and (>= w391_0 0) (< w391_0 8)) (and (>= w391_1 0) (< w391_1 16)) (and (>= w391_byte 0) (< w391_byte 1)) (= byte (+ ?x2211 w391_byte)))))
(assert
 (let (($x2259 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x248 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x63 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 8) $x248 $x2259)))
(or (or false) (not $x63))))))
(check-sat)
