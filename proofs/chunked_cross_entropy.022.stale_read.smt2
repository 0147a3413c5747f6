; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r761_byte () Int)
(declare-fun r761_0 () Int)
(declare-fun byte () Int)
(declare-fun w762_byte () Int)
(declare-fun w762_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s763_byte () Int)
(declare-fun s763_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s764_byte () Int)
(declare-fun s764_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s765_byte () Int)
(declare-fun s765_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s766_byte () Int)
(declare-fun s766_0 () Int)
(assert
 (let (($x309 (= byte (+ (+ 0 (* 4 (+ 0 (* r761_0 1)))) r761_byte))))
 (and (and (>= r761_0 0) (< r761_0 16)) (and (>= r761_byte 0) (< r761_byte 4)) $x309)))
(assert
 (let (($x470 (= byte (+ (+ 0 (* 4 (+ 4 (* w762_0 1)))) w762_byte))))
 (and (and (>= w762_0 0) (< w762_0 4)) (and (>= w762_byte 0) (< w762_byte 4)) $x470)))
(assert
 (let (($x420 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x420)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r761_0 1)))) held_byte0)))
(assert
 (let (($x524 (= carried0 (+ (+ 0 (* 4 (+ 4 (* s763_0 1)))) s763_byte))))
 (and (and (>= s763_0 0) (< s763_0 4)) (and (>= s763_byte 0) (< s763_byte 4)) $x524)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s763_0 1)))) held_byte1)))
(assert
 (let (($x551 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s764_0 1)))) s764_byte))))
 (and (and (>= s764_0 0) (< s764_0 16)) (and (>= s764_byte 0) (< s764_byte 4)) $x551)))
(assert
 (let (($x374 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x374)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s764_0 1)))) held_byte2)))
(assert
 (let (($x336 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s765_0 1)))) s765_byte))))
 (and (and (>= s765_0 0) (< s765_0 16)) (and (>= s765_byte 0) (< s765_byte 4)) $x336)))
(assert
 (let (($x589 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x589)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s765_0 1)))) held_byte3)))
(assert
 (let (($x447 (= carried3 (+ (+ 0 (* 4 (+ 12 (* s766_0 1)))) s766_byte))))
(and (and (>= s766_0 0) (< s766_0 4)) (and (>= s766_byte 0) (< s766_byte 4)) $x447)))
(check-sat)
