; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried then sizes=(8, 8) strides=(24, 1) offset=16 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r397_byte () Int)
(declare-fun r397_1 () Int)
(declare-fun r397_0 () Int)
(declare-fun byte () Int)
(declare-fun w398_byte () Int)
(declare-fun w398_1 () Int)
(declare-fun w398_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s399_byte () Int)
(declare-fun s399_1 () Int)
(declare-fun s399_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s400_byte () Int)
(declare-fun s400_1 () Int)
(declare-fun s400_0 () Int)
(assert
 (let ((?x257 (+ 0 (* 4 (+ 0 (+ (* r397_0 24) (* r397_1 1)))))))
 (and (and (>= r397_0 0) (< r397_0 8)) (and (>= r397_1 0) (< r397_1 24)) (and (>= r397_byte 0) (< r397_byte 4)) (= byte (+ ?x257 r397_byte)))))
(assert
 (let ((?x242 (+ 0 (* 4 (+ 8 (+ (* w398_0 24) (* w398_1 1)))))))
 (and (and (>= w398_0 0) (< w398_0 8)) (and (>= w398_1 0) (< w398_1 8)) (and (>= w398_byte 0) (< w398_byte 4)) (= byte (+ ?x242 w398_byte)))))
(assert
 (let (($x538 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
 (let (($x203 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
 (let (($x371 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 8) $x203 $x538)))
 (or (or false) (not $x371))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x257 (+ 0 (* 4 (+ 0 (+ (* r397_0 24) (* r397_1 1)))))))
 (= carried0 (+ ?x257 held_byte0))))
(assert
 (let ((?x420 (+ 0 (* 4 (+ 16 (+ (* s399_0 24) (* s399_1 1)))))))
 (and (and (>= s399_0 0) (< s399_0 8)) (and (>= s399_1 0) (< s399_1 8)) (and (>= s399_byte 0) (< s399_byte 4)) (= carried0 (+ ?x420 s399_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x131 (+ 0 (* 4 (+ 0 (+ (* s399_0 8) (* s399_1 1)))))))
 (= carried1 (+ ?x131 held_byte1))))
(assert
 (let ((?x509 (+ 0 (* 4 (+ 0 (+ (* s400_0 8) (* s400_1 1)))))))
(and (and (>= s400_0 0) (< s400_0 8)) (and (>= s400_1 0) (< s400_1 8)) (and (>= s400_byte 0) (< s400_byte 4)) (= carried1 (+ ?x509 s400_byte)))))
(check-sat)
