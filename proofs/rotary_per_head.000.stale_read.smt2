; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r375_byte () Int)
(declare-fun r375_1 () Int)
(declare-fun r375_0 () Int)
(declare-fun byte () Int)
(declare-fun w376_byte () Int)
(declare-fun w376_1 () Int)
(declare-fun w376_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s377_byte () Int)
(declare-fun s377_1 () Int)
(declare-fun s377_0 () Int)
(assert
 (let ((?x458 (+ 0 (* 4 (+ 0 (+ (* r375_0 16) (* r375_1 1)))))))
 (and (and (>= r375_0 0) (< r375_0 8)) (and (>= r375_1 0) (< r375_1 16)) (and (>= r375_byte 0) (< r375_byte 4)) (= byte (+ ?x458 r375_byte)))))
(assert
 (let ((?x290 (+ 0 (* 4 (+ 0 (+ (* w376_0 16) (* w376_1 1)))))))
 (and (and (>= w376_0 0) (< w376_0 8)) (and (>= w376_1 0) (< w376_1 8)) (and (>= w376_byte 0) (< w376_byte 4)) (= byte (+ ?x290 w376_byte)))))
(assert
 (let (($x103 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x28 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x608 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x28 $x103)))
 (or (or false) (not $x608))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x458 (+ 0 (* 4 (+ 0 (+ (* r375_0 16) (* r375_1 1)))))))
 (= carried0 (+ ?x458 held_byte0))))
(assert
 (let ((?x214 (+ 0 (* 4 (+ 8 (+ (* s377_0 16) (* s377_1 1)))))))
(and (and (>= s377_0 0) (< s377_0 8)) (and (>= s377_1 0) (< s377_1 8)) (and (>= s377_byte 0) (< s377_byte 4)) (= carried0 (+ ?x214 s377_byte)))))
(check-sat)
