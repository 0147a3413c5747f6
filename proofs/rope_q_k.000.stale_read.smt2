; program rope_q_k, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r370_byte () Int)
(declare-fun r370_3 () Int)
(declare-fun r370_2 () Int)
(declare-fun r370_1 () Int)
(declare-fun r370_0 () Int)
(declare-fun byte () Int)
(declare-fun w371_byte () Int)
(declare-fun w371_3 () Int)
(declare-fun w371_2 () Int)
(declare-fun w371_1 () Int)
(declare-fun w371_0 () Int)
(assert
 (let ((?x113 (+ (+ (+ (* r370_0 256) (* r370_1 16)) (* r370_2 32)) (* r370_3 1))))
 (and (and (>= r370_0 0) (< r370_0 1)) (and (>= r370_1 0) (< r370_1 2)) (and (>= r370_2 0) (< r370_2 8)) (and (>= r370_3 0) (< r370_3 16)) (and (>= r370_byte 0) (< r370_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x113))) r370_byte)))))
(assert
 (let ((?x419 (+ (+ (+ (* w371_0 256) (* w371_1 32)) (* w371_2 16)) (* w371_3 1))))
 (and (and (>= w371_0 0) (< w371_0 1)) (and (>= w371_1 0) (< w371_1 8)) (and (>= w371_2 0) (< w371_2 2)) (and (>= w371_3 0) (< w371_3 16)) (and (>= w371_byte 0) (< w371_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x419))) w371_byte)))))
(assert
 (let ((?x54 (- (div (- byte 0) 4) 0)))
(let ((?x403 (mod ?x54 32)))
(let ((?x207 (mod ?x403 16)))
(let (($x61 (and (>= ?x54 0) (< (div ?x54 32) 8) (< (div ?x403 16) 2) (< (div ?x207 1) 16) (= (mod ?x207 1) 0))))
(or (or false) (not $x61)))))))
(check-sat)
