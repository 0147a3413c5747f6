; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r667_byte () Int)
(declare-fun r667_0 () Int)
(declare-fun byte () Int)
(declare-fun w668_byte () Int)
(declare-fun w668_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s669_byte () Int)
(declare-fun s669_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s670_byte () Int)
(declare-fun s670_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s671_byte () Int)
(declare-fun s671_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s672_byte () Int)
(declare-fun s672_0 () Int)
(assert
 (let (($x110 (= byte (+ (+ 0 (* 4 (+ 0 (* r667_0 1)))) r667_byte))))
 (and (and (>= r667_0 0) (< r667_0 16)) (and (>= r667_byte 0) (< r667_byte 4)) $x110)))
(assert
 (let (($x431 (= byte (+ (+ 0 (* 4 (+ 0 (* w668_0 1)))) w668_byte))))
 (and (and (>= w668_0 0) (< w668_0 4)) (and (>= w668_byte 0) (< w668_byte 4)) $x431)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r667_0 1)))) held_byte0)))
(assert
 (let (($x176 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s669_0 1)))) s669_byte))))
 (and (and (>= s669_0 0) (< s669_0 4)) (and (>= s669_byte 0) (< s669_byte 4)) $x176)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s669_0 1)))) held_byte1)))
(assert
 (let (($x302 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s670_0 1)))) s670_byte))))
 (and (and (>= s670_0 0) (< s670_0 16)) (and (>= s670_byte 0) (< s670_byte 4)) $x302)))
(assert
 (let (($x293 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x293)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s670_0 1)))) held_byte2)))
(assert
 (let (($x565 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s671_0 1)))) s671_byte))))
 (and (and (>= s671_0 0) (< s671_0 16)) (and (>= s671_byte 0) (< s671_byte 4)) $x565)))
(assert
 (let (($x425 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x425)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s671_0 1)))) held_byte3)))
(assert
 (let (($x41 (= carried3 (+ (+ 0 (* 4 (+ 8 (* s672_0 1)))) s672_byte))))
(and (and (>= s672_0 0) (< s672_0 4)) (and (>= s672_byte 0) (< s672_byte 4)) $x41)))
(check-sat)
